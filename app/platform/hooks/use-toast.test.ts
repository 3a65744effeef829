import { beforeEach, describe, expect, it } from "vitest";
import { dismissToast, getToasts, removeToast, toast } from "./use-toast";

describe("toast store (one notice at a time)", () => {
  beforeEach(() => {
    for (const t of getToasts()) removeToast(t.id);
  });

  it("a new notice replaces the old one", () => {
    const first = toast({ title: "Primero" });
    const second = toast({ title: "Segundo", variant: "success" });
    expect(first).not.toBe(second);
    expect(getToasts().map((t) => t.title)).toEqual(["Segundo"]);
    expect(getToasts()[0]?.variant).toBe("success");
  });

  it("dismiss closes the notice, remove drops it", () => {
    const id = toast({ title: "Aviso" });
    dismissToast(id);
    expect(getToasts()[0]?.open).toBe(false);
    removeToast(id);
    expect(getToasts()).toEqual([]);
  });

  it("shows a server notice with the same id only once", () => {
    toast({ id: "flash-1", title: "Una vez" });
    toast({ id: "flash-1", title: "Una vez" });
    expect(getToasts().filter((t) => t.id === "flash-1")).toHaveLength(1);
  });
});
