const timeline = {
  title: "Timeline",
} as const;

export default timeline;
