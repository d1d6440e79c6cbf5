const users = {
  title: "Users",
  totals: {
    users: "Total users",
  },
  search: {
    label: "Search users",
    inputLabel: "Email",
    placeholder: "Search by email",
    tooShort: "The search field must be at least 4 characters.",
    tooLong: "The search field must be at most 50 characters.",
  },
  table: {
    label: "Users",
    loading: "Loading users",
    columns: {
      email: "Email",
      registered: "Registered Time",
      status: "Deactivate/Activate",
      delete: "Delete",
    },
  },
  empty: {
    title: "No users found.",
    search: "No email address contains “{{email}}”.",
    failed: "The users could not be loaded.",
  },
  details: {
    devices: "Devices",
    groups: "Groups",
    noDevices: "No devices found.",
    noGroups: "No groups found.",
    loading: "Loading the devices and groups of {{email}}",
    failed: "The devices and groups of {{email}} could not be loaded.",
  },
  status: {
    label: "Active: {{email}}",
    builtInAdmin: "The built-in administrator cannot be deactivated or deleted.",
    builtInAdminInfo: "About the built-in administrator",
    failedTitle: "Could not change the status of {{email}}",
  },
  delete: {
    button: "Delete {{email}}",
    dialog: {
      title: "Delete this user?",
      description: "This user will be deleted. This cannot be undone.",
      confirm: "Delete",
      close: "Close",
    },
    success: "User {{email}} deleted.",
    failedTitle: "Could not delete {{email}}",
  },
  loadFailedTitle: "Could not load users",
  pagination: { label: "User pages" },
} as const;

export default users;
