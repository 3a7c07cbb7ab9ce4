import { useParams } from "react-router";
import { FollowLinkScreen, type FollowStep } from "./follow/index.ts";
import { PublicPractitionerScreen } from "./practitioner/public-practitioner-screen.tsx";
import { PublicRegisterFailures } from "./public-register-frame.tsx";
import { PublicRegisterScreen } from "./search/public-register-screen.tsx";

/** The pages of the follow links' e-mails, under /public-register/follow/. */
const followSteps: Record<string, FollowStep> = {
  "follow/confirm": "confirm",
  "follow/unsubscribe": "unsubscribe",
};

/**
 * `/public-register`: the search; `/public-register/{registrationNumber}`: one practitioner;
 * `/public-register/follow/{confirm|unsubscribe}`: an e-mailed follow link's page.
 */
export function PublicRegisterRoute() {
  return (
    <PublicRegisterFailures>
      <PublicRegisterPage rest={useParams()["*"] ?? ""} />
    </PublicRegisterFailures>
  );
}

function PublicRegisterPage({ rest }: { rest: string }) {
  if (rest === "") return <PublicRegisterScreen />;
  const step = Object.hasOwn(followSteps, rest) ? followSteps[rest] : undefined;
  // Keyed: another practitioner's page starts afresh, never showing the last one's meanwhile.
  return step ? (
    <FollowLinkScreen step={step} />
  ) : (
    <PublicPractitionerScreen key={rest} registrationNumber={rest} />
  );
}
