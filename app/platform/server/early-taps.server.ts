/**
 * Taps made before the page has hydrated, kept and replayed once it has (docs/decisions/045). The
 * page shows before its scripts run (hydration after the first paint), and on a cheap phone the
 * scripts take seconds: a tap in between on something only JavaScript answers did nothing (the
 * phone's «Menú», a match card's result dialog) or something else than with JavaScript (a form's
 * empty fields stopped by the browser's bubble instead of the site's notice).
 *
 * What it keeps: a click on a `button[type="button"]` (which does nothing without JavaScript), on an
 * element marked `data-early-tap` (a link JavaScript opens in place), and a submit button's click in
 * a form marked `data-early`. Once the document is marked hydrated, it clicks each again (a form:
 * `requestSubmit` with the same button), after a frame, so the page's own handlers answer. Anything
 * else is left to the browser. If the page has not hydrated 10 s after a kept tap (its scripts
 * failed), the taps go to the browser as they would have: a link opens, a form is sent.
 *
 * It is a classic script in the head, before anything can be tapped, with the render's nonce.
 */
export const EARLY_TAPS_SCRIPT = [
  "(()=>{",
  "const html=document.documentElement,kept=[];let fallback=0;",
  "const hydrated=()=>html.hasAttribute('data-hydrated');",
  "const keep=(event)=>{",
  "if(hydrated())return;",
  "const target=event.target instanceof Element?event.target:null;",
  "if(!target)return;",
  'const submitter=target.closest(\'button[type="submit"],input[type="submit"],button:not([type])\');',
  "const form=submitter&&submitter.form&&submitter.form.matches('[data-early]')?submitter.form:null;",
  "const element=form||target.closest('[data-early-tap],button[type=\"button\"]');",
  "if(!element)return;",
  "event.preventDefault();",
  "event.stopPropagation();",
  "if(!kept.some((tap)=>tap.element===element))kept.push({element,submitter:form?submitter:null});",
  "if(!fallback)fallback=setTimeout(giveBack,10000);",
  "};",
  "const replay=(native)=>{",
  "document.removeEventListener('click',keep,true);",
  "for(const {element,submitter} of kept.splice(0)){",
  "const now=element.isConnected?element:element.id?document.getElementById(element.id):null;",
  "if(!now)continue;",
  "if(now instanceof HTMLFormElement){if(native&&submitter)submitter.click();else now.requestSubmit(submitter&&submitter.isConnected?submitter:undefined);}",
  "else now.click();",
  "}",
  "};",
  "const giveBack=()=>{if(!hydrated())replay(true);};",
  "document.addEventListener('click',keep,true);",
  "new MutationObserver((_,observer)=>{",
  "if(!hydrated())return;",
  "observer.disconnect();",
  "clearTimeout(fallback);",
  "requestAnimationFrame(()=>setTimeout(()=>replay(false),0));",
  "}).observe(html,{attributes:true,attributeFilter:['data-hydrated']});",
  "})();",
].join("");

/** The script as the page's head carries it, with the render's nonce (a stored page's copy drops it for a hash). */
export const earlyTapsTag = (nonce: string) =>
  `<script${nonce ? ` nonce="${nonce}"` : ""}>${EARLY_TAPS_SCRIPT}</script>`;
