/**
 * "One home per rule" (issue 22 §5): a rule of the product (the school's time zone, the file-name
 * slug, Italian plurals, the article before a percentage, PCTO hours, random secrets, tooltips) lives in one
 * module, and these lint rules refuse the scattered forms everywhere else, naming the home, the
 * way the sanitiser's sink rule guards renderer/lib/sanitize. Each is its own rule (not one
 * shared no-restricted-syntax) so that each can exempt its own home without overriding the
 * others. eslint.config.js wires them; tests/config/one-home-lint.test.ts proves they fire.
 */

/** A rule that reports every node matching one of `selectors` with `message`. */
function refuse(message, selectors) {
  return {
    meta: { type: 'problem', docs: { description: message }, schema: [] },
    create(context) {
      const report = (node) => context.report({ node, message });
      return Object.fromEntries(selectors.map((selector) => [selector, report]));
    },
  };
}

// esquery's regular expressions cannot contain '/', hence \u002F for the zone's slash.
const IANA_ZONE =
  '/^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\\u002F[A-Za-z_]+$/';

const schoolTimeZone = refuse(
  'A time zone is configured (HG_SCHOOL_TIME_ZONE, config.schoolTimeZone); its default lives in common/format/swiss-italian.ts (DEFAULT_SCHOOL_TIME_ZONE).',
  [`Literal[value=${IANA_ZONE}]`],
);

const fileNameSlug = refuse(
  'Names in file names come from fileNameSlug in common/format/file-name-slug.ts (one rule, so the server and the renderer name a file alike).',
  [
    'FunctionDeclaration[id.name=/slug/i]',
    'VariableDeclarator[id.name=/slug/i][init.type=/FunctionExpression$/]',
    // The two hand-written shapes: a character class turned into dashes, words joined by dashes.
    "CallExpression[callee.property.name=/^replace(All)?$/][arguments.0.regex.pattern=/^\\[/][arguments.1.value='-']",
    "CallExpression[callee.property.name='join'][arguments.0.value='-'][callee.object.callee.property.name=/^(filter|split)$/]",
  ],
);

const plural = refuse(
  'Choose singular or plural with pluralForm / plural from common/format/plurals.ts.',
  [
    'ConditionalExpression[test.operator=/^(===|!==|==|!=)$/][test.right.value=1][consequent.type=/^(Literal|TemplateLiteral)$/][alternate.type=/^(Literal|TemplateLiteral)$/]',
    'ConditionalExpression[test.operator=/^(===|!==|==|!=)$/][test.left.value=1][consequent.type=/^(Literal|TemplateLiteral)$/][alternate.type=/^(Literal|TemplateLiteral)$/]',
  ],
);

const pctoHours = refuse(
  'PCTO time travels in minutes; hours exist only through common/format/pcto-hours.ts (pctoHours, formatPctoHoursText).',
  [
    "BinaryExpression[operator='*'][right.value=60][left.name=/hours/i]",
    "BinaryExpression[operator='*'][right.value=60][left.property.name=/hours/i]",
    "BinaryExpression[operator='*'][left.value=60][right.name=/hours/i]",
    "BinaryExpression[operator='*'][left.value=60][right.property.name=/hours/i]",
    "BinaryExpression[operator='/'][right.value=60][left.name=/pcto/i]",
    "BinaryExpression[operator='/'][right.value=60][left.property.name=/pcto/i]",
  ],
);

const RANDOM_SOURCES =
  /^(randomBytes|randomUUID|randomInt|randomFill|randomFillSync|getRandomValues)$/;

const randomSecret = refuse(
  'Issue secrets with issueSecret() from server/auth/secret-digest.ts. For a random value that is not a secret (an id, a salt, an IV), disable this rule on the line and say why.',
  [
    `ImportDeclaration[source.value=/^(node:)?crypto$/] > ImportSpecifier[imported.name=${RANDOM_SOURCES}]`,
    `MemberExpression[property.name=${RANDOM_SOURCES}]`,
  ],
);

/*
 * "il 80%": an article or a fused preposition written right before an interpolated number and a
 * '%', in a template literal or in JSX text. Expressions are read as a placeholder and JSX
 * whitespace is collapsed, so `il{' '}\n{n}%` is caught like `il ${n}%`.
 */
const ARTICLE_BEFORE_PERCENT = /(?:^|[^\p{L}'’])(il|al|dal|del|nel|sul|col) ?\uFFFC ?%/iu;
const PLACEHOLDER = '\uFFFC';

function jsxChildrenText(children) {
  return children
    .map((child) => {
      if (child.type === 'JSXText') return child.value;
      if (
        child.type === 'JSXExpressionContainer' &&
        child.expression.type === 'Literal' &&
        typeof child.expression.value === 'string'
      ) {
        return child.expression.value;
      }
      return PLACEHOLDER;
    })
    .join('')
    .replace(/\s+/g, ' ');
}

function templateText(node) {
  return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(PLACEHOLDER);
}

const percentArticle = {
  meta: {
    type: 'problem',
    docs: { description: 'The article before a percentage comes from percent-with-article.ts.' },
    schema: [],
  },
  create(context) {
    const message =
      'Write the article before a percentage with percentWithArticle / percentWithPreposition from common/format/percent-with-article.ts ("l\'80%", not "il 80%").';
    const check = (node, text) => {
      if (ARTICLE_BEFORE_PERCENT.test(text)) context.report({ node, message });
    };
    return {
      TemplateLiteral: (node) => check(node, templateText(node)),
      JSXElement: (node) => check(node, jsxChildrenText(node.children)),
      JSXFragment: (node) => check(node, jsxChildrenText(node.children)),
    };
  },
};

// A native `title=` is a tooltip that only a mouse can read: no keyboard focus shows it, Escape
// does not hide it and it cannot be hovered (WCAG 1.4.13). On frames and embedded objects the
// attribute is the accessible name, not a tooltip, so those keep it.
const TITLED_BY_NAME = '/^(iframe|frame|object|embed)$/';

const nativeTooltip = refuse(
  'A tooltip is <Tooltip> from renderer/components/tooltip (200 ms, keyboard focus shows it, Escape hides it); an icon-only control keeps its name in aria-label.',
  [
    `JSXOpeningElement[name.type='JSXIdentifier'][name.name=/^[a-z]/]:not([name.name=${TITLED_BY_NAME}]) > JSXAttribute[name.name='title']`,
  ],
);

export default {
  meta: { name: 'one-home' },
  rules: {
    'school-time-zone': schoolTimeZone,
    'file-name-slug': fileNameSlug,
    plural,
    'percent-article': percentArticle,
    'pcto-hours': pctoHours,
    'random-secret': randomSecret,
    'native-tooltip': nativeTooltip,
  },
};
