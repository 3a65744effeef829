import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useContext } from "react";
import { AdminCheckbox, AdminInput, AdminSelect, AdminTextarea } from "~/platform/components/admin-fields";
import { FormResultContext } from "~/platform/components/admin-form";
import { fieldErrorOf } from "~/platform/domain/form-answer";
import {
  type FieldView,
  type FieldViews,
  fieldId,
  type FormValues,
  listItemCount,
} from "~/platform/domain/field-views";
import { type ImageChoice, ImagePicker } from "~/images";
import { RichTextField } from "~/pages/components/rich-text-field";

const smallButton =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800";

/**
 * The fields of a page's editor, drawn from the page's field tree (app/pages/copy/page-editors.ts).
 * Each list has buttons to add, move and remove items: they send the form, and the server draws
 * it again with the change and everything typed (nothing is saved until «Publicar»), so they work
 * without JavaScript.
 */
export function PageEditorFields({
  fields,
  values,
  images,
  prefix = "",
  anchored = true,
}: {
  fields: FieldViews;
  values: FormValues;
  images: readonly ImageChoice[];
  prefix?: string;
  /** Each field is a link target (`#campo-…`, the link check's «Editar»): only where the page has one form of these fields. */
  anchored?: boolean;
}) {
  return (
    <>
      {Object.entries(fields).map(([key, node]) => (
        <EditorNode
          key={key}
          node={node}
          name={`${prefix}${key}`}
          values={values}
          images={images}
          anchored={anchored}
        />
      ))}
    </>
  );
}

function EditorNode({
  node,
  name,
  values,
  images,
  anchored,
}: {
  node: FieldView;
  name: string;
  values: FormValues;
  images: readonly ImageChoice[];
  anchored: boolean;
}) {
  const id = anchored ? fieldId(name) : undefined;
  const value = values[name] ?? "";
  // In a two-column form (the content editors), a wide field takes the whole row.
  const place = "wide" in node && node.wide ? "scroll-mt-24 sm:col-span-2" : "scroll-mt-24";
  switch (node.kind) {
    case "text":
    case "url":
      return (
        <div id={id} className={place}>
          <AdminInput
            name={name}
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            maxLength={node.kind === "text" ? node.max : 500}
            hint={node.hint}
            type={node.kind === "url" && !node.internal ? "url" : "text"}
          />
        </div>
      );
    case "youtube":
      return (
        <div id={id} className="scroll-mt-24">
          <AdminInput
            name={name}
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            maxLength={200}
            hint="Pega la dirección del vídeo (o su código de 11 caracteres). La página lo muestra sin cargar nada de YouTube hasta que se pulsa."
          />
        </div>
      );
    case "textarea":
      return (
        <div id={id} className={place}>
          <AdminTextarea
            name={name}
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            hint={node.hint}
            maxLength={node.max}
            rows={node.max > 1000 ? 8 : 3}
          />
        </div>
      );
    case "richtext":
      return (
        <div id={id} className="scroll-mt-24 sm:col-span-2">
          <RichTextField
            name={name}
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            maxLength={node.max}
          />
        </div>
      );
    case "paragraphs":
      return (
        <div id={id} className={place}>
          <RichTextField
            name={name}
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            hint={node.hint}
            rows={6}
          />
        </div>
      );
    case "lines":
      return (
        <div id={id} className={place}>
          <AdminTextarea
            name={name}
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            hint={node.hint}
            rows={6}
          />
        </div>
      );
    case "select":
      return (
        <div id={id} className={place}>
          <AdminSelect
            name={name}
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            hint={node.hint}
            options={node.options}
          />
        </div>
      );
    case "number":
      return (
        <div id={id} className={place}>
          <AdminInput
            name={name}
            type="number"
            label={node.label}
            defaultValue={value}
            required={!node.optional}
            hint={node.hint}
          />
        </div>
      );
    case "checkbox":
      return (
        <div id={id} className="scroll-mt-24">
          <AdminCheckbox name={name} label={node.label} defaultChecked={value === "on"} />
        </div>
      );
    case "image":
      return (
        <ImageField name={name} label={node.label} optional={Boolean(node.optional)} values={values} images={images} />
      );
    case "picture":
      return (
        <div className="sm:col-span-2">
          <ImagePicker
            name={name}
            label={node.label}
            value={values[name] ?? ""}
            optional={Boolean(node.optional)}
            images={images}
          />
        </div>
      );
    case "group":
      return (
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-base font-bold text-slate-900">{node.label}</legend>
          <PageEditorFields
            fields={node.fields}
            values={values}
            images={images}
            prefix={`${name}.`}
            anchored={anchored}
          />
        </fieldset>
      );
    case "list": {
      const length = listItemCount(values, name);
      return (
        <fieldset id={id} className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-base font-bold text-slate-900">{node.label}</legend>
          <ListError name={name} />
          {length === 0 ? <p className="text-sm text-slate-700">Ninguno todavía.</p> : null}
          {Array.from({ length }, (_, i) => {
            const itemName = `${name}.${i}`;
            const itemLabel = `${node.itemLabel} ${i + 1}`;
            return (
              <fieldset key={i} className="space-y-3 rounded-lg bg-slate-50 p-3">
                <legend className="text-sm font-bold text-slate-900">{itemLabel}</legend>
                <PageEditorFields
                  fields={node.fields}
                  values={values}
                  images={images}
                  prefix={`${itemName}.`}
                  anchored={anchored}
                />
                <div className="flex flex-wrap gap-2">
                  {i > 0 ? (
                    <button
                      type="submit"
                      name="edit"
                      value={`up:${itemName}`}
                      formNoValidate
                      className={smallButton}
                      aria-label={`Subir ${itemLabel}`}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" /> Subir
                    </button>
                  ) : null}
                  {i < length - 1 ? (
                    <button
                      type="submit"
                      name="edit"
                      value={`down:${itemName}`}
                      formNoValidate
                      className={smallButton}
                      aria-label={`Bajar ${itemLabel}`}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" /> Bajar
                    </button>
                  ) : null}
                  <button
                    type="submit"
                    name="edit"
                    value={`remove:${itemName}`}
                    formNoValidate
                    className={`${smallButton} text-red-900`}
                    aria-label={`Quitar ${itemLabel}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Quitar
                  </button>
                </div>
              </fieldset>
            );
          })}
          {length < node.max ? (
            <button type="submit" name="edit" value={`add:${name}`} formNoValidate className={smallButton}>
              <Plus aria-hidden="true" className="size-4" /> Añadir {node.itemLabel.toLowerCase()}
            </button>
          ) : null}
        </fieldset>
      );
    }
  }
}

function ListError({ name }: { name: string }) {
  const error = fieldErrorOf(useContext(FormResultContext), name);
  return error ? (
    <p role="alert" className="text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

/** A picture: one of the site's images (the uploads of /admin/imagenes), its preview and its alternative text. */
function ImageField({
  name,
  label,
  optional,
  values,
  images,
}: {
  name: string;
  label: string;
  optional: boolean;
  values: FormValues;
  images: readonly ImageChoice[];
}) {
  return (
    <div id={fieldId(name)} className="scroll-mt-24 space-y-3">
      <ImagePicker
        name={`${name}.src`}
        label={label}
        value={values[`${name}.src`] ?? ""}
        optional={optional}
        images={images}
      />
      <AdminInput
        name={`${name}.alt`}
        label="Texto alternativo (qué se ve en la imagen)"
        defaultValue={values[`${name}.alt`] ?? ""}
        maxLength={200}
      />
    </div>
  );
}
