/**
 * `@org/api-client/information-model`: the information-model checker and serializer on their own (the JSON Schema
 * check compiled at build time, and the YAML parser). A page that checks or downloads model files loads this entry
 * when it needs it, so the rest of the client stays light.
 */
export * from "./contract/information-model.js";
