export {
  gatesOf,
  type CourseGate,
  type GateName,
  courseGate,
  ORGANISER_GATE_LABEL,
  courseGateLabel,
} from "./domain/gates";
export { GatePasswordsPanel, GatePasswordForms } from "./components/gate-password-forms";
export { StaffAuthCard } from "./components/staff-auth-card";
export { useAuth } from "./hooks/use-auth";
export { ROLE_LABELS } from "./copy/roles";
export { PendingInvitations, StaffAccounts, StaffAddPanels, StaffCreatedNotice } from "./components/staff-team";
