import { DEVICE_FETCH_LIMIT } from "../contract/constants.js";
import { ApiError } from "../errors.js";

/** The error a call rejects with; fails the test when it resolves or rejects with something else. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("Expected an ApiError");
}

const everyDevice = { limit: DEVICE_FETCH_LIMIT, offset: 0 };

export { everyDevice, rejection };
