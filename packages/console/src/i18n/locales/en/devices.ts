const devices = {
  title: "Devices",
} as const;

export default devices;
