import path from 'node:path';

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

/** A feature never reaches into another feature: pages (app/) compose them; shared code lives in lib/ or contract/. */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cross:
        "Feature '{{from}}' must not import from feature '{{to}}'; move the shared piece to lib/ or contract/.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = FEATURE.exec(file)?.[1];
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = FEATURE.exec(target)?.[1];
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
