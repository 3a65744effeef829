export { NoticePreferencePanel } from "./components/notice-preference-panel";
