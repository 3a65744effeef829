import {
  Apple,
  ChefHat,
  Dumbbell,
  Footprints,
  HeartPulse,
  Leaf,
  type LucideIcon,
  Medal,
  Microscope,
  Mountain,
  Plane,
  Shield,
  Sparkles,
  Trophy,
} from "lucide-react";
import { type Project, type ProjectIcon, PROJECT_THEMES } from "~/pages/domain/projects";

const ICONS: Record<ProjectIcon, LucideIcon> = {
  "heart-pulse": HeartPulse,
  shield: Shield,
  "chef-hat": ChefHat,
  footprints: Footprints,
  apple: Apple,
  trophy: Trophy,
  medal: Medal,
  leaf: Leaf,
  sparkles: Sparkles,
  plane: Plane,
  mountain: Mountain,
  microscope: Microscope,
  dumbbell: Dumbbell,
};

/** The coloured band at the top of every project page: its icon, title and tagline. */
export function ProjectHero({
  project,
  title,
  tagline,
}: {
  project: Pick<Project, "icon" | "theme">;
  title: string;
  tagline: string;
}) {
  const Icon = ICONS[project.icon] ?? Sparkles;
  const gradient = PROJECT_THEMES[project.theme]?.gradient ?? PROJECT_THEMES.teal.gradient;
  return (
    <header className={`bg-gradient-to-br ${gradient} text-white`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-14 sm:flex-row sm:items-center sm:gap-6">
        <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-white/15">
          <Icon aria-hidden="true" className="size-9" />
        </span>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-white/90">Nuestros Proyectos</p>
          <h1 className="text-3xl font-extrabold sm:text-5xl">{title}</h1>
          <p className="mt-2 text-lg text-white/95">{tagline}</p>
        </div>
      </div>
    </header>
  );
}
