import { InformationModelTable } from "@org/console/information-model-table";

/** /informationModel (SPEC §2): the information models with their upload, images and delete dialogs. */
export default function InformationModelRoute() {
  return <InformationModelTable />;
}
