// The CloudFormation template as data: YAML with CloudFormation's short-form intrinsics (`!Ref`,
// `!Sub`, `!GetAtt`, `!If`, …) read into their long form ({ Ref }, { 'Fn::Sub' }, …), as
// CloudFormation itself reads them.
import { parse, type CollectionTag, type ScalarTag } from 'yaml';

const FUNCTIONS = [
  'Sub',
  'GetAtt',
  'If',
  'Not',
  'Equals',
  'And',
  'Or',
  'Join',
  'Select',
  'Split',
  'FindInMap',
  'Base64',
  'Cidr',
  'GetAZs',
  'ImportValue',
];

const longForm = (name: string, value: unknown): unknown => {
  if (name === 'Ref' || name === 'Condition') return { [name]: value };
  // `!GetAtt Res.Attr` is the short form of ['Res', 'Attr'].
  if (name === 'GetAtt' && typeof value === 'string') {
    const dot = value.indexOf('.');
    return { 'Fn::GetAtt': [value.slice(0, dot), value.slice(dot + 1)] };
  }
  return { [`Fn::${name}`]: value };
};

const TAGS: Array<ScalarTag | CollectionTag> = ['Ref', 'Condition', ...FUNCTIONS].flatMap((name) => {
  const tag = `!${name}`;
  const scalar: ScalarTag = { tag, resolve: (str) => longForm(name, str) };
  const seq: CollectionTag = {
    tag,
    collection: 'seq',
    resolve: (node) => longForm(name, node.toJSON()),
  } as CollectionTag;
  const map: CollectionTag = {
    tag,
    collection: 'map',
    resolve: (node) => longForm(name, node.toJSON()),
  } as CollectionTag;
  return [scalar, seq, map];
});

export interface CfnTemplate {
  Parameters: Record<string, Record<string, unknown>>;
  Conditions?: Record<string, unknown>;
  Rules?: Record<
    string,
    { RuleCondition?: unknown; Assertions: Array<{ Assert: unknown; AssertDescription?: string }> }
  >;
  Resources: Record<string, { Type: string; Condition?: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown }>;
}

export function parseCfn(text: string): CfnTemplate {
  return parse(text, { customTags: TAGS }) as CfnTemplate;
}
