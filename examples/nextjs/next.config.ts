import type { NextConfig } from "next";

const config: NextConfig = {
  // The example installs the console from tarballs in a folder of its own; nothing above it is part of the app.
  turbopack: { root: import.meta.dirname },
};

export default config;
