// A host that already translates its page with i18next and react-i18next, set up as most apps set them up.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

void i18next.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: { greeting: "Hosted with i18next" } } },
  interpolation: { escapeValue: false },
});

export { i18next };
