const errors = {
  unauthorized: "Your authentication is out of date. Please log in and try again.",
  loadFailed: "Failed to get data, please try again later.",
  unreachable: "The server could not be reached. Please check your connection and try again.",
  server: "The server could not complete the request (error {{status}}). Please try again later.",
} as const;

export default errors;
