import ts from 'typescript';

/**
 * The value an example's object literal holds, read from its syntax without
 * running it. Whatever is not a literal (a variable, a call, `require.resolve`,
 * a template with substitutions) becomes an `Unknown` stand-in: a schema's
 * complaint about such a value is not about the example, so the caller drops
 * it. Functions become real (empty) functions, so an option that takes a
 * function accepts them.
 */

export class Unknown {
  constructor(readonly source: string) {}
}

const standInFunctions = new WeakSet<object>();

/** Objects that hold a spread or a computed key: their full key list is unknown. */
const openObjects = new WeakSet<object>();

/** The syntax each evaluated object or array came from, to point at the line of a complaint. */
const syntaxOf = new WeakMap<object, ts.Node>();

export function isStandIn(value: unknown): boolean {
  return value instanceof Unknown || (typeof value === 'function' && standInFunctions.has(value));
}

export function isOpen(value: unknown): boolean {
  return typeof value === 'object' && value !== null && openObjects.has(value);
}

/** A value or anything inside it is a stand-in. */
export function holdsStandIn(value: unknown, seen = new Set<unknown>()): boolean {
  if (isStandIn(value)) return true;
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((child) => holdsStandIn(child, seen));
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) {
    return name.text;
  }
  return undefined;
}

function standInFunction(): () => void {
  const fn = () => {};
  standInFunctions.add(fn);
  return fn;
}

export function literalValue(node: ts.Expression, source: ts.SourceFile): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
    return literalValue(node.expression, source);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined;
  if (ts.isRegularExpressionLiteral(node)) {
    const match = /^\/(?<body>.*)\/(?<flags>\w*)$/s.exec(node.text);
    return match?.groups ? new RegExp(match.groups.body, match.groups.flags) : new Unknown(node.text);
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return standInFunction();
  if (ts.isArrayLiteralExpression(node)) {
    const array = node.elements.map((element) =>
      ts.isSpreadElement(element) ? new Unknown(element.getText(source)) : literalValue(element, source),
    );
    syntaxOf.set(array, node);
    return array;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, unknown> = {};
    syntaxOf.set(object, node);
    for (const property of node.properties) {
      const name = property.name ? propertyName(property.name) : undefined;
      if (ts.isPropertyAssignment(property) && name !== undefined) {
        object[name] = literalValue(property.initializer, source);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        object[property.name.text] = new Unknown(property.name.text);
      } else if ((ts.isMethodDeclaration(property) || ts.isGetAccessor(property)) && name !== undefined) {
        object[name] = standInFunction();
      } else {
        openObjects.add(object);
      }
    }
    return object;
  }
  return new Unknown(node.getText(source));
}

/** The line (0-based, in the block) of the deepest part of `root`'s syntax that `path` reaches. */
export function lineOfPath(root: unknown, path: (string | number)[], source: ts.SourceFile): number | undefined {
  let value = root;
  let node = typeof root === 'object' && root !== null ? syntaxOf.get(root) : undefined;
  for (const key of path) {
    const syntax = typeof value === 'object' && value !== null ? syntaxOf.get(value) : undefined;
    if (syntax && ts.isObjectLiteralExpression(syntax)) {
      const property = syntax.properties.find((candidate) => candidate.name && propertyName(candidate.name) === String(key));
      if (!property) break;
      node = property;
    } else if (syntax && ts.isArrayLiteralExpression(syntax) && typeof key === 'number' && syntax.elements[key]) {
      node = syntax.elements[key];
    } else {
      break;
    }
    value = (value as Record<string | number, unknown>)[key];
  }
  return node ? source.getLineAndCharacterOfPosition(node.getStart(source)).line : undefined;
}
