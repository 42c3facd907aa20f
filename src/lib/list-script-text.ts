/**
 * The text of LIST_SCRIPT (list-script.ts explains what it does), apart from the code the app runs:
 * only the server render (src/gatsby/wrap-root-element-html.tsx) and the tests import it, so the
 * app's bundle does not carry it a second time.
 */
import { APP_STARTED, INDEX_REQUEST, INDEX_ROWS, RESULTS_PER_SCREENFUL } from './list-script';

/*
 * The script, written small (it is in every list page; tests/e2e/budgets.spec.ts holds its size).
 * c config, x its index part, r the element around the list, F the form, E its fields, Q the search
 * field, L the cards, B them in the built order, X the list for an answer from the index, I the
 * index's rows once loaded (G: asked for), d the order, P the address's query, V the filters' values,
 * u the address's new query. fold() is foldForSearch (list-filter.ts); m() is one card's or row's match.
 * Before it runs, the form shows what the address says (a page reloaded by a form sent before
 * the app started). Enter and the sort button are answered in place; the address follows. A page
 * with nothing asked is left as built: the parse that paints it is not held up.
 * With an index (x), anything asked fetches it (once): meanwhile the page's own cards that match show
 * under "Searching all …"; then the first x.n results of the whole list show in X, the page's cards
 * copied where the page has them, the others as plain cards (name, place and link) until the app starts.
 */
export const LIST_SCRIPT =
  `(S=>{var c=JSON.parse(S.dataset.c),x=c.x,W=window,r=S.parentNode,$=s=>r.querySelector(s),F=$("form[role=search]"),E=F.elements,Q=E.namedItem("q"),
L=$("[data-cards]"),B=L?[...L.children]:[],H=B.map(e=>{var o={s:e.dataset.s,e};c.f.forEach(k=>o[k]=e.getAttribute("data-f-"+k));return o}),
X=$("[data-more]"),T=X&&X.children[0],I,w,V,P=new URLSearchParams(location.search),d=P.get("sort")=="desc"?"desc":"asc",
fold=t=>t.normalize("NFD").replace(/[\\u0300-\\u036f]/g,"").toLowerCase(),
val=k=>{var e=E.namedItem(k),v=P.get(k);return e?e.value:v&&(x&&!I||(I||H).some(o=>o[k]===v))?v:c.all},
m=o=>o.s.includes(w)&&c.f.every(k=>V[k]==c.all||o[k]==V[k]),
card=o=>{var R=o.r,h=o.h,e=(h||T).cloneNode(!0),q=e.querySelectorAll("h2,p,a");e.hidden=0;if(h)return e;
q[0].textContent=R[1];q[1].textContent=R[3]&&R[3]!=R[2]?R[2]+", "+R[3]:R[2];q[R[5]?3:2].remove();q=q[R[5]?2:3];
q.href=R[5]||q.getAttribute("href").replace("%7Bn%7D",encodeURIComponent(R[1])).replace("%7Bl%7D",encodeURIComponent(R[2]));return e},
run=()=>{if(W.${APP_STARTED})return;var n,u=new URLSearchParams(),b,K,Y,M=[];w=fold(Q.value.trim());V={};
if(Q.value)u.set("q",Q.value);c.f.forEach(k=>{var v=V[k]=val(k);if(v!==c.all)u.set(k,v)});if(d=="desc")u.set("sort",d);u=u.toString();
if(x&&u&&!W.${INDEX_REQUEST}){(W.${INDEX_REQUEST}=fetch(x.u).then(s=>{if(!s.ok)throw s;return s.json()})).then(j=>{W.${INDEX_ROWS}=j;
I=j.map((R,i)=>({s:fold(R.slice(1,5).filter(Boolean).join("\\n")),city:R[2],province:R[3]||(R[4].indexOf(x.r[0])?"":x.r[1]),r:R,h:B[i]}));run()},()=>{x=0;run()})}
Y=x&&u;K=Y&&I;Y=Y&&!I;
if(L&&L.hasAttribute("data-r")!=(d=="desc")){L.append(...(d=="desc"?[...B].reverse():B));L.toggleAttribute("data-r")}
n=H.filter(o=>!(o.e.hidden=!m(o))).length;
if(K){M=I.filter(m);n=M.length;if(d=="desc")M.reverse()}
if(X){X.replaceChildren(...M.slice(0,${RESULTS_PER_SCREENFUL}).map(card));X.hidden=!(n&&K)}
$("[data-count]").textContent=Y?x.w:n==c.t?c.a:c.s.replace("#",n.toLocaleString("en"));$("[data-empty]").hidden=n>0||Y;if(L)L.hidden=!n||K;if(b=$("[data-footer]"))b.hidden=!n;b=E.namedItem("sort");
if(b){b.dataset.sort=d;b.value=d=="asc"?"desc":"asc";b.setAttribute("aria-label",b.dataset[d])}
history.replaceState(history.state,"",(u?"?"+u:location.pathname)+location.hash)};
if(P.get("q")&&!Q.value)Q.value=P.get("q");
c.f.forEach(k=>{var v=P.get(k),e=E.namedItem(k);if(v&&e&&[...e.options].some(o=>o.value===v))e.value=v});
F.addEventListener("input",run);F.addEventListener("change",run);
F.addEventListener("submit",e=>{if(W.${APP_STARTED})return;e.preventDefault();if(e.submitter&&e.submitter.name=="sort")d=d=="asc"?"desc":"asc";run()});
if(Q.value||d=="desc"||c.f.some(k=>val(k)!==c.all))run()})(document.currentScript)`.replace(/\n/g, '');
