import { useTranslation } from "react-i18next";

type SectionKey = "theme";

/** A shell screen whose feature component has not landed yet: its title, so navigation and the guard can be used. */
function Section({ name }: { name: SectionKey }) {
  const { t } = useTranslation("layout");
  return <h1 className="text-2xl font-semibold tracking-tight">{t(`nav.${name}`)}</h1>;
}

export { Section };
