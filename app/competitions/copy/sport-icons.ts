/** Each sport's icon on its competition's card and page header (a sport's words: sports.ts; its rules: `SPORTS` in domain/championships.ts). */
import { CircleDot, Feather, Goal, type LucideIcon, Trophy, Volleyball } from "lucide-react";
import type { SportKind } from "~/competitions/domain/championships";

export const SPORT_ICONS: Record<SportKind, LucideIcon> = {
  futbol: Goal,
  voleibol: Volleyball,
  baloncesto: CircleDot,
  badminton: Feather,
  otro: Trophy,
};
