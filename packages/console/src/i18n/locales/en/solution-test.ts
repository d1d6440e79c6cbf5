const solutionTest = {
  title: "Solution Status Test",
  description: "Runs the online testing tool with this account and e-mails the result to the recipients.",
  account: "Account",
  password: "Password",
  recipients: "Recipients",
  recipientsHint: "E-mail addresses, separated by commas.",
  submit: "Run Test",
  cancel: "Cancel",
  failedTitle: "The test did not start",
  success: "Online Testing running....",
  errors: {
    accountRequired: "The account is required.",
    passwordRequired: "The password is required.",
    recipientsRequired: "The recipients are required.",
    recipientsInvalid: "Not an e-mail address: {{entries}}",
  },
} as const;

export default solutionTest;
