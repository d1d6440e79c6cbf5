import type { Resources } from "../../en";

const timeline: Resources["timeline"] = {
  title: "動態時間軸",
};

export default timeline;
