// The web app's route table, read from the router's source (src/router.tsx) with the TypeScript parser: every
// <Route> with a path (or `index`) and no child routes, signed in or out, with the lazy modules it renders (its
// layouts' and its page's `lazyPage(() => import(...))`, as manifest keys: `src/pages/AdminPage.tsx`). The dashboard
// page is a router of its own (`/dashboard/:view`, its VIEWS): each view is a route. Redirects (<Navigate>) are
// not pages and are left out. The size budget (size-budget.mjs) measures each route's JavaScript from this table, so
// a route added to the router is measured, and must have a budget, without anyone listing it.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROUTER = join(web, 'src/router.tsx');
const DASHBOARD_PAGE = join(web, 'src/pages/DashboardPage.tsx');
const CONSTANTS = resolve(web, '../../packages/validation/src/constants.ts');
/** The route tables of the router: the component that renders each and whether its user is signed in. */
const TABLES = [
  { component: 'SignedOutRoutes', signedIn: false },
  { component: 'SignedInRoutes', signedIn: true },
];

function parse(path) {
  return ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
}

/** Every node under `node` (itself included) for which `test` holds, in source order. */
function findAll(node, test) {
  const found = [];
  const visit = (n) => {
    if (test(n)) found.push(n);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** `ROUTES` of the validation package: name -> path. */
function readRoutesConstant() {
  const file = parse(CONSTANTS);
  const decl = findAll(file, (n) => ts.isVariableDeclaration(n) && n.name.getText() === 'ROUTES')[0];
  let init = decl?.initializer;
  while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
  if (!init || !ts.isObjectLiteralExpression(init)) throw new Error(`No ROUTES object in ${CONSTANTS}`);
  return Object.fromEntries(
    init.properties.filter(ts.isPropertyAssignment).map((p) => [p.name.getText(), p.initializer.text]),
  );
}

/** `const Name = lazyPage(() => import('./x'))` (or React's lazy): Name -> manifest key of the imported module. */
function lazyModules(file, path) {
  const modules = new Map();
  for (const decl of findAll(file, ts.isVariableDeclaration)) {
    const imported =
      decl.initializer &&
      findAll(
        decl.initializer,
        (n) => ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword,
      )[0];
    if (!imported || !/^(lazyPage|lazy)\(/.test(decl.initializer.getText())) continue;
    modules.set(decl.name.getText(), sourceKey(path, imported.arguments[0].text));
  }
  return modules;
}

/** The manifest key of `specifier` imported from `from`: its path from apps/web, with the .tsx it resolves to. */
function sourceKey(from, specifier) {
  const path = relative(web, resolve(dirname(from), specifier));
  return /\.[jt]sx?$/.test(path) ? path : `${path}.tsx`;
}

function tagName(node) {
  return ts.isJsxElement(node) ? node.openingElement.tagName.getText() : node.tagName.getText();
}

function attribute(node, name) {
  const attrs = ts.isJsxElement(node) ? node.openingElement.attributes : node.attributes;
  return attrs.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText() === name);
}

/** The JSX elements (and calls of local functions returning them) directly inside `node`'s children. */
function childRoutes(node, functions) {
  if (!ts.isJsxElement(node)) return [];
  return node.children.flatMap((child) => {
    if ((ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) && tagName(child) === 'Route') {
      return [{ route: child, bindings: null }];
    }
    if (ts.isJsxExpression(child) && child.expression && ts.isCallExpression(child.expression)) {
      return routesOfFunction(functions.get(child.expression.expression.getText()));
    }
    return [];
  });
}

/**
 * The routes a helper returns, such as `pages.map(([path, Page]) => <Route path={path} element={<Page />} />)`:
 * each element of the array literal it maps over binds the callback's names.
 */
function routesOfFunction(fn) {
  if (!fn) throw new Error('A route helper the router calls was not found in router.tsx');
  const routes = findAll(
    fn,
    (n) => (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n)) && tagName(n) === 'Route',
  );
  const mapCall = findAll(fn, (n) => ts.isCallExpression(n) && n.expression.getText().endsWith('.map'))[0];
  if (!mapCall) return routes.map((route) => ({ route, bindings: null }));
  const callback = mapCall.arguments[0];
  const names = callback.parameters[0].name.elements.map((e) => e.name.getText());
  const arrayName = mapCall.expression.expression.getText();
  const decl = findAll(fn, (n) => ts.isVariableDeclaration(n) && n.name.getText() === arrayName)[0];
  let rows = decl.initializer;
  while (ts.isAsExpression(rows)) rows = rows.expression;
  return rows.elements.flatMap((row) =>
    routes.map((route) => ({ route, bindings: new Map(row.elements.map((e, i) => [names[i], e])) })),
  );
}

/** A route's path as the browser sees it: a literal, `ROUTES.x` or a template of them. */
function pathValue(expr, bindings, routes) {
  if (ts.isJsxExpression(expr)) return pathValue(expr.expression, bindings, routes);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (ts.isIdentifier(expr) && bindings?.has(expr.text))
    return pathValue(bindings.get(expr.text), null, routes);
  if (ts.isPropertyAccessExpression(expr) && expr.expression.getText() === 'ROUTES') {
    const value = routes[expr.name.text];
    if (value === undefined) throw new Error(`ROUTES.${expr.name.text} is not in ${CONSTANTS}`);
    return value;
  }
  if (ts.isTemplateExpression(expr)) {
    return (
      expr.head.text +
      expr.templateSpans.map((s) => pathValue(s.expression, bindings, routes) + s.literal.text).join('')
    );
  }
  throw new Error(`Cannot read the route path ${expr.getText()} in router.tsx`);
}

function joinPath(parent, path) {
  if (path.startsWith('/') || !parent) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The lazy modules an `element` renders: its JSX tags that are lazy pages, a helper's bound component included. */
function elementModules(route, bindings, lazy) {
  const element = attribute(route, 'element')?.initializer;
  if (!element) return { modules: [], redirect: false };
  const tags = findAll(element, (n) => ts.isJsxSelfClosingElement(n) || ts.isJsxOpeningElement(n)).map(
    (n) => {
      const name = n.tagName.getText();
      return bindings?.has(name) ? bindings.get(name).getText() : name;
    },
  );
  return {
    modules: tags.filter((t) => lazy.has(t)).map((t) => lazy.get(t)),
    redirect: tags.includes('Navigate'),
  };
}

/** DashboardPage's views: view name -> module, and the view a path without one shows. */
function dashboardViews() {
  const file = parse(DASHBOARD_PAGE);
  const views = findAll(file, (n) => ts.isVariableDeclaration(n) && n.name.getText() === 'VIEWS')[0];
  const entries = views.initializer.properties.map((p) => {
    const imported = findAll(
      p.initializer,
      (n) => ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword,
    )[0];
    return [p.name.getText(), sourceKey(DASHBOARD_PAGE, imported.arguments[0].text)];
  });
  const fallback = /\{\s*view\s*=\s*'(\w+)'\s*\}/.exec(file.text)?.[1];
  if (!fallback) throw new Error('DashboardPage.tsx has no default view');
  return { views: new Map(entries), fallback };
}

/**
 * Every page route: `{ path, signedIn, modules }`, `modules` the manifest keys of the lazy modules it renders
 * (empty for a page in the entry chunk, the landing). A path ending in `*` is the table's not-found page.
 */
export function routeTable() {
  const file = parse(ROUTER);
  const routes = readRoutesConstant();
  const lazy = lazyModules(file, ROUTER);
  const functions = new Map(findAll(file, ts.isFunctionDeclaration).map((fn) => [fn.name?.getText(), fn]));
  const dashboard = dashboardViews();
  const dashboardKey = lazy.get('DashboardPage');
  const table = [];
  const visit = ({ route, bindings }, parentPath, parentModules, signedIn) => {
    const pathAttr = attribute(route, 'path');
    const path = pathAttr
      ? joinPath(parentPath, pathValue(pathAttr.initializer, bindings, routes))
      : parentPath || '/';
    const { modules: own, redirect } = elementModules(route, bindings, lazy);
    const modules = [...parentModules, ...own];
    const children = childRoutes(route, functions);
    if (children.length > 0) {
      for (const child of children) visit(child, path, modules, signedIn);
      return;
    }
    if (redirect || (!pathAttr && !attribute(route, 'index'))) return;
    if (!modules.includes(dashboardKey)) {
      table.push({ path, signedIn, modules });
    } else if (path.includes('/:view')) {
      for (const [view, module] of dashboard.views) {
        table.push({ path: path.replace(':view', view), signedIn, modules: [...modules, module] });
      }
    } else {
      table.push({ path, signedIn, modules: [...modules, dashboard.views.get(dashboard.fallback)] });
    }
  };
  for (const { component, signedIn } of TABLES) {
    const fn = functions.get(component);
    const root = fn && findAll(fn, (n) => ts.isJsxElement(n) && tagName(n) === 'Routes')[0];
    if (!root) throw new Error(`${component} in router.tsx renders no <Routes>`);
    const before = table.length;
    for (const child of childRoutes(root, functions)) visit(child, '', [], signedIn);
    // With no route of its own, '/' is the catch-all's page (signed out, the landing).
    const own = table.slice(before);
    const catchAll = own.findIndex((r) => r.path === '*');
    if (catchAll >= 0 && !own.some((r) => r.path === '/')) {
      table.splice(before + catchAll, 0, { ...own[catchAll], path: '/' });
    }
  }
  return table;
}
