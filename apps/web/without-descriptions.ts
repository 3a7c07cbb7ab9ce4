import { type Plugin, parseSync, Visitor } from "vite";

const CONTRACT_MODULE = /\/packages\/contract\/src\/(?!.*\.test\.ts$).*\.ts$/;

/**
 * The `.describe(…)` calls of the contract's schemas, left out of the portal's build. Their
 * texts feed the service's OpenAPI document only: in the portal `describe` keeps the schema as
 * it is (src/lib/zod-on-mini-methods.ts), yet every text still shipped in the scripts of the
 * chunk holding its schema – 1.8 kB of them in the shell, on every route's first load
 * (DESIGN §5). Each call is overwritten with spaces (newlines kept), so every other
 * position in the module, and so its source map, stays where it was.
 */
export function withoutDescriptions(): Plugin {
  return {
    name: "portal-without-descriptions",
    apply: "build",
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id) || !code.includes(".describe(")) return null;
      const ranges: [number, number][] = [];
      new Visitor({
        CallExpression(node) {
          const callee = node.callee;
          if (
            callee.type === "MemberExpression" &&
            !callee.computed &&
            callee.property.type === "Identifier" &&
            callee.property.name === "describe"
          ) {
            ranges.push([callee.object.end, node.end]);
          }
        },
      }).visit(parseSync(id, code).program);
      if (ranges.length === 0) return null;
      const chars = code.split("");
      for (const [start, end] of ranges) {
        for (let i = start; i < end; i++) if (chars[i] !== "\n") chars[i] = " ";
      }
      return { code: chars.join(""), map: null };
    },
  };
}
