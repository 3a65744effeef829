export {
  listGatePasswordChanges,
  setGatePassword,
  applyGatePassword,
  checkGatePassword,
  issueOrganiserPass,
  isOrganiserPassValid,
  revokeOrganiserPass,
  setGatePasswordIfNone,
} from "./server/gates.server";
export { generateSharedPassword, generatePassword, hashPassword } from "./server/passwords.server";
export { upsertStaffAccount, findUsableInvitation, acceptInvitation, listStaff } from "./server/staff.server";
export { loadStaffTeam, staffTeamIntents } from "./server/staff-team.server";
export {
  keepOrganiserDayPass,
  isOrganiserDayPassOpen,
  listOrganiserDayPasses,
  closeOrganiserDayPasses,
} from "./server/organiser-day-passes.server";
