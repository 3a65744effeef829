import type { CSSProperties } from "react";

/**
 * Style of the n-th card of a list with the `reveal` class: the delays grow by
 * small steps (0.05 to 0.2 s). The animation itself is CSS, off under prefers-reduced-motion.
 */
export function revealDelay(index: number): CSSProperties {
  return { "--reveal-delay": `${Math.min(0.05 + index * 0.05, 0.2)}s` } as CSSProperties;
}
