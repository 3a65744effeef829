import { Link } from "react-router";
import type { Route } from "./+types/menu";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { loadMenuEditor, menuEditorIntents } from "~/site/index.server";
import { MENU_EDITOR_COPY as copy } from "~/site";
import { AdminCheckbox, AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { menuFieldNames } from "~/platform/domain/menu-layout";

/**
 * The site's menu: the order of its sections, their names, and which sections and fixed
 * entries show (a school that is not bilingual hides «Bilingüismo»). The projects and courses are
 * ordered and retired in their own pages. A hidden page still answers at its address.
 */
export async function loader({ context: router }: Route.LoaderArgs) {
  return loadMenuEditor(router.get(appContext).db);
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, menuEditorIntents());
}

export function meta() {
  return unlistedPageMeta(copy.title);
}

const linkClass = "font-semibold text-teal-900 underline underline-offset-4";

export default function AdminMenu({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
        <p className="text-slate-700">
          {copy.intro}{" "}
          <Link to="/admin/proyectos" className={linkClass}>
            {copy.projects}
          </Link>{" "}
          {copy.and}{" "}
          <Link to="/admin/cursos" className={linkClass}>
            {copy.courses}
          </Link>
          .
        </p>
      </div>

      <AdminPanel title={copy.order} id="orden">
        <ol className="divide-y divide-slate-200">
          {sections.map((section, index) => (
            <li key={section.key} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="font-semibold text-slate-900">
                {section.label}
                {section.shown ? null : <span className="ml-2 text-sm font-normal text-slate-700">{copy.hidden}</span>}
              </span>
              <span className="flex gap-2">
                {index === 0 ? null : (
                  <AdminActionButton
                    intent="moveSection"
                    id={section.key}
                    fields={{ direction: "up" }}
                    variant="secondary"
                  >
                    {copy.up}
                    <span className="sr-only"> {section.label}</span>
                  </AdminActionButton>
                )}
                {index === sections.length - 1 ? null : (
                  <AdminActionButton
                    intent="moveSection"
                    id={section.key}
                    fields={{ direction: "down" }}
                    variant="secondary"
                  >
                    {copy.down}
                    <span className="sr-only"> {section.label}</span>
                  </AdminActionButton>
                )}
              </span>
            </li>
          ))}
        </ol>
      </AdminPanel>

      <AdminPanel title={copy.names} id="secciones">
        <AdminForm intent="saveMenu" className="space-y-4" aria-label={copy.names}>
          {sections.map((section) => (
            <fieldset key={section.key} className="rounded-xl border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">{section.ownLabel}</legend>
              <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
                <AdminInput
                  name={menuFieldNames.label(section.key)}
                  label={copy.nameLabel}
                  defaultValue={section.label}
                  required
                  maxLength={40}
                />
                <AdminCheckbox
                  name={menuFieldNames.shown(section.key)}
                  label={copy.showSection(section.ownLabel)}
                  defaultChecked={section.shown}
                />
              </div>
              {section.entries.length > 0 ? (
                <div className="mt-3 space-y-2">
                  {section.entries.map((entry) => (
                    <AdminCheckbox
                      key={entry.to}
                      name={menuFieldNames.entry(entry.to)}
                      label={copy.showEntry(entry.label)}
                      defaultChecked={entry.shown}
                    />
                  ))}
                </div>
              ) : null}
            </fieldset>
          ))}
          <NavigationSubmitButton intent="saveMenu">{copy.save}</NavigationSubmitButton>
        </AdminForm>
      </AdminPanel>
    </div>
  );
}
