/** The sender configuration block's texts (`theme` namespace, `sender` key). */
const themeSender = {
  title: "Sender configuration",
  description: "The mail server the solution sends its e-mails through, such as the welcome and claim devices e-mails.",
  loading: "Loading the sender configuration",
  loadFailedTitle: "Could not load the sender configuration",
  server: "Server",
  serverHint: "The SMTP server's host name, e.g. smtp.example.com.",
  user: "User",
  password: "Password",
  passwordStoredHint:
    "The stored password is never shown. Leave the dots to keep it; type it again after changing the server, user, scheme or port.",
  scheme: "Scheme",
  schemeHint: "Ends with smtp or smtps, e.g. smtps for an encrypted connection.",
  port: "Port",
  portHint: "Usually 465 for smtps, and 587 or 25 for smtp.",
  errors: {
    // The form's rules in the contract's words (emailServiceConfigInputSchema, servicePasswordProblem).
    serverRequired: "The server is required.",
    user: "The user must not contain whitespace or dashes.",
    passwordRequired: "The password is required.",
    password: "The password must not contain tabs, new lines or dashes.",
    passwordAgain: "Enter the password again: the server, user, port or scheme has changed.",
    scheme: "The scheme must end with smtp or smtps.",
    port: "The port must be a number.",
    // The contract's port is a number from 1 to 65535 and names no text for these two.
    portRequired: "The port is required.",
    portRange: "The port must be between 1 and 65535.",
  },
} as const;

export default themeSender;
