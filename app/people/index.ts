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
