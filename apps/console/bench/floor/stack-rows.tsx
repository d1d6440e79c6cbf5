// A reference beside the React floor, not a floor: the libraries the product's design mandates, each doing the device
// screen's least work, show the same table. React Router routes, i18next with react-i18next translates the headers,
// SWR reads the first page with the stored token, and zod (its mini build, as the contract uses it) checks the
// answer's fields that the rows show. What this page costs over the React floor, no console built on the stack can
// save.
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import * as z from "zod/mini";
import { renderStack } from "./stack-app";
import { PlainTable } from "./plain-table";
import { FIRST_PAGE, HEADERS } from "./rows.mjs";

i18next.addResourceBundle("en", "translation", Object.fromEntries(HEADERS.map((header) => [header, header])));

const optionalText = z.optional(z.nullable(z.string()));
const optionalNumber = z.optional(z.nullable(z.number()));
const Page = z.object({
  devices: z.array(
    z.object({
      identity: z.string(),
      model: optionalText,
      firmware_version: optionalText,
      lastseen: optionalNumber,
      provisioned_time: optionalNumber,
      connected: z.optional(z.nullable(z.boolean())),
      ssid: optionalText,
      locked: z.optional(z.boolean()),
    }),
  ),
});

const readPage = (url: string) =>
  fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem("token") ?? ""}` } })
    .then((response) => response.json())
    .then((answer) => Page.parse(answer));

function Rows() {
  const { t } = useTranslation();
  const { data } = useSWR(FIRST_PAGE, readPage);
  return <PlainTable devices={data?.devices ?? []} header={(name) => t(name)} />;
}

renderStack(<Rows />);
