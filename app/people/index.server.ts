export {
  listGatePasswordChanges,
  setGatePassword,
  applyGatePassword,
  checkGatePassword,
  issueOrganiserPass,
  isOrganiserPassValid,
  revokeOrganiserPass,
} from "./server/gates.server";
export { generateSharedPassword, generatePassword, hashPassword } from "./server/passwords.server";
export {
  upsertStaffAccount,
  createInvitation,
  findUsableInvitation,
  acceptInvitation,
  listStaff,
  listPendingInvitations,
  countAdmins,
  findStaffAccount,
  setStaffRole,
  deleteStaffAccount,
  cancelInvitation,
} from "./server/staff.server";
