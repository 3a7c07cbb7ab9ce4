import { useParams } from "react-router";
import { PublicPractitionerScreen } from "./public-practitioner-screen.tsx";
import { PublicRegisterScreen } from "./public-register-screen.tsx";

/** `/public-register`: the search; `/public-register/{registrationNumber}`: one practitioner. */
export function PublicRegisterRoute() {
  const { registrationNumber } = useParams();
  return registrationNumber === undefined ? (
    <PublicRegisterScreen />
  ) : (
    <PublicPractitionerScreen registrationNumber={registrationNumber} />
  );
}
