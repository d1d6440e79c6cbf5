const publicPages = {
  logo: "{{product}} logo",
  appStores: "Get the app",
  appStore: "Download on the App Store",
  googlePlay: "Get it on Google Play",
  company: "Company information",
  terms: "Terms of Service",
  notFound: {
    title: "Page not found",
    code: "404",
    message: "The page you are looking for does not exist or has moved.",
    home: "Home",
    support: "Support",
  },
} as const;

export default publicPages;
