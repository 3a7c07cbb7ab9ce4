export { FollowForm } from "./follow-form.tsx";
export { FollowLinkScreen, type FollowStep } from "./follow-link-screen.tsx";
