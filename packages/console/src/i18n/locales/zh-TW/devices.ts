import type { Resources } from "../../en";

const devices: Resources["devices"] = {
  title: "裝置",
};

export default devices;
