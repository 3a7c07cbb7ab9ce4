import { type FormEvent, type ReactNode, useState } from "react";
import { LabelledInput } from "../../../components/labelled-input.tsx";

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit(values: LoginValues): void;
  /** The captcha widget, shown above the button. */
  captcha: ReactNode;
  /** Kept across a failed attempt so the user does not retype it. */
  initialEmail?: string;
  links: ReactNode;
}

/**
 * Email and password, marked required for assistive technology. The browser's own check is
 * off (noValidate): the service answers missing fields with the message of SPEC §8, shown in
 * the page's banner like every error.
 */
export function LoginForm({ onSubmit, captcha, initialEmail = "", links }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };

  // Plain Bootstrap markup: react-bootstrap is kept for widgets with behaviour (modal,
  // tooltip, dropdown), so the login route stays inside its JavaScript budget.
  return (
    <form noValidate onSubmit={submit} aria-labelledby="login-heading">
      <LabelledInput
        id="login-email"
        label="Email"
        type="email"
        name="login"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
      />
      <LabelledInput
        id="login-password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      {captcha}
      <button type="submit" className="btn btn-primary w-100 mb-3">
        Log in
      </button>
      {links}
    </form>
  );
}
