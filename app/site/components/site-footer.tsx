import { Link } from "react-router";
import { FOOTER_COPY } from "~/platform/copy/site";
import type { SiteChrome } from "~/platform/domain/site-settings";
import { navigationFor } from "~/platform/copy/navigation";

export type FooterLogo = { src: string; alt: string; width: number; height: number };

export function SiteFooter({
  settings,
  visits,
  content,
}: {
  settings: SiteChrome;
  /** The visit total, formatted by the server (`visitTotalText`). */
  visits: string | null;
  /** The teacher's logos, ready to show, and the year in Madrid (none when the database cannot be read). */
  content: { logos: FooterLogo[]; year: string } | null;
}) {
  const social = [
    { label: "Facebook", href: settings.facebookUrl, icon: <FacebookIcon /> },
    { label: "Instagram", href: settings.instagramUrl, icon: <InstagramIcon /> },
    { label: "X", href: settings.xUrl, icon: <XIcon /> },
  ].filter((network) => network.href);
  return (
    <footer className="mt-16 print:hidden border-t border-slate-800 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          {content && content.logos.length > 0 ? (
            <div className="flex items-center gap-4">
              {content.logos.map((logo, i) => (
                <img
                  key={i}
                  src={logo.src}
                  alt={logo.alt}
                  width={logo.width}
                  height={logo.height}
                  className="h-12 w-auto rounded bg-white p-1"
                />
              ))}
            </div>
          ) : null}
          <p className="text-sm" data-testid="visit-counter">
            <span className="font-semibold text-white">{FOOTER_COPY.visits}:</span>{" "}
            <span className="tabular-nums">{visits ?? "—"}</span>
          </p>
          <ul className="flex gap-3" aria-label="Redes sociales">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full bg-slate-800 text-white hover:bg-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {s.icon}
                  <span className="sr-only">{`${s.label} (se abre en una pestaña nueva)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {/* The whole site map: every page is one click away, also without JavaScript. Its links are
            styled through .footer-sitemap (app/app.css), and the header's menus already make React
            Router discover these routes, so they do not ask for it again (discover="none"). */}
        <nav aria-label="Mapa del sitio" className="footer-sitemap grid gap-8 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {navigationFor(settings)
            .filter((e) => e.kind === "group")
            .map((group) => (
              <div key={group.label}>
                <h2 className="font-semibold text-white">{group.label}</h2>
                <ul className="mt-3 space-y-1.5">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} discover="none">
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          <div>
            <h2 className="font-semibold text-white">Más</h2>
            <ul className="mt-3 space-y-1.5">
              {[
                ...navigationFor(settings).filter((e) => e.kind === "link"),
                FOOTER_COPY.archive,
                FOOTER_COPY.myNotices,
              ].map((link) => (
                <li key={link.to}>
                  <Link to={link.to} discover="none">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className="border-t border-slate-800 py-5 text-center text-sm text-slate-300">
        {FOOTER_COPY.copyright(content?.year ?? String(new Date().getFullYear()), settings.schoolName)}
      </div>
    </footer>
  );
}

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  );
}
