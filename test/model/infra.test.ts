// The deployment files: ask-resources.json and the CloudFormation template (read by
// test/helpers/cfn-template.ts). Which DynamoDB actions the role grants is compared with what the
// store sends in test/persistence/iam.test.ts.
import { loadConfig } from '../../src/config/env';
import { TTL_ATTRIBUTE } from '../../src/persistence/dynamodb';
import fs from 'node:fs';
import path from 'node:path';
import { inlinePolicy, ofType, outputs, parameters, resources, template } from '../helpers/cfn-template';
import { parseCfn } from '../helpers/cfn-yaml';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The skill endpoint: [logical id, property lines]. The stack has a second function, the
 * notification pass (only with notifications on), so the endpoint is named, not found by type.
 */
function skillFunction(): [string, string[]] {
  const fn = resources.get('SkillFunction');
  expect(fn).toContain('Type: AWS::Lambda::Function');
  return ['SkillFunction', fn ?? []];
}

describe('ask-resources.json', () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'ask-resources.json'), 'utf8')) as {
    askcliResourcesVersion: string;
    profiles: Record<
      string,
      {
        skillMetadata: { src: string };
        code: Record<string, { src: string }>;
        skillInfrastructure: { type: string; userConfig: Record<string, unknown> };
      }
    >;
  };
  const profile = config.profiles.default;

  it('is an ASK CLI v2 project with the default profile', () => {
    expect(config.askcliResourcesVersion).toBe('2020-03-31');
    // The deploy step writes the checked, filled package there (npm run deploy).
    expect(profile?.skillMetadata.src).toBe('./build/skill-package');
    // The bundle folder: ASK CLI zips index.js + its map; no npm install runs there.
    expect(profile?.code.default?.src).toBe('./lambda/build');
  });

  it('deploys with the cfn-deployer on Node 24 in us-east-1 using this template', () => {
    expect(profile?.skillInfrastructure.type).toBe('@ask-cli/cfn-deployer');
    expect(profile?.skillInfrastructure.userConfig).toMatchObject({
      runtime: 'nodejs24.x',
      handler: 'index.handler',
      templatePath: './infrastructure/cfn-deployer/skill-stack.yaml',
      awsRegion: 'us-east-1',
    });
    const templatePath = profile?.skillInfrastructure.userConfig.templatePath;
    expect(typeof templatePath === 'string' && fs.existsSync(path.join(ROOT, templatePath))).toBe(true);
  });

  it('npm run deploy builds the bundle into the code folder before ask deploy', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The certification check writes the filled package ask deploy reads, or refuses (placeholders).
    // Skill events go to the Lambda too: its ARN is put in events.endpoint before the deploy (once
    // the stack exists) and after it (the first time), src/certification/events-endpoint.ts.
    expect(pkg.scripts.deploy).toBe(
      'npm run build && tsx src/certification/main.ts --write build/skill-package && tsx tools/events-endpoint.ts && ask deploy && tsx tools/events-endpoint.ts --after-deploy',
    );
    // npm run build runs lambda/build.ts, which writes its bundle where ask-resources.json tells
    // ASK CLI to zip from.
    const buildScript = fs.readFileSync(path.join(ROOT, 'lambda', 'build.ts'), 'utf8');
    expect(pkg.scripts.build).toBe('tsx tools/build.ts');
    expect(fs.readFileSync(path.join(ROOT, 'tools', 'build.ts'), 'utf8')).toContain('await buildLambda()');
    expect(buildScript).toContain("path.join(ROOT, 'lambda', 'build')");
  });

  it('commits no secret parameter values', () => {
    const raw = JSON.stringify(config);
    expect(raw).not.toMatch(/BurstApiKey|ListenerIdSecret|AlexaClientSecret/);
  });
});

describe('skill-stack.yaml', () => {
  it('uses spaces, not tabs (YAML forbids tab indentation)', () => {
    expect(template).not.toMatch(/\t/);
  });

  it('declares the cfn-deployer parameters and the skill settings', () => {
    for (const p of ['SkillId', 'LambdaRuntime', 'LambdaHandler', 'CodeBucket', 'CodeKey', 'CodeVersion']) {
      expect(parameters.get(p)).toContain('Type: String');
    }
    expect(parameters.get('LambdaRuntime')).toContain('Default: nodejs24.x');
    expect(parameters.get('BurstApiKey')).toContain('NoEcho: true');
    expect(parameters.get('ListenerIdSecret')).toContain('NoEcho: true');
    // Both secrets are required: the function cannot start without them, so the stack refuses early.
    expect(parameters.get('BurstApiKey')).toContain('MinLength: 1');
    expect(parameters.get('ListenerIdSecret')).toContain('MinLength: 16');
    for (const p of ['BurstApiKey', 'ListenerIdSecret', 'SkillId']) {
      expect(parameters.get(p)?.some((l) => l.startsWith('Default:'))).toBe(false);
    }
    expect(parameters.get('LogLevel')).toContain('AllowedValues: [silent, error, warn, info, debug]');
  });

  it('refers only to declared parameters, resources, Sub variables and pseudo parameters, and uses every parameter', () => {
    const declared = new Set([
      ...parameters.keys(),
      ...resources.keys(),
      ...subVariables(parseCfn(template)),
    ]);
    const refs = [
      ...[...template.matchAll(/!Ref ([A-Za-z0-9:]+)/g)].map((m) => m[1] ?? ''),
      ...[...template.matchAll(/!GetAtt ([A-Za-z0-9]+)\./g)].map((m) => m[1] ?? ''),
      ...[...template.matchAll(/\$\{([A-Za-z0-9:]+)\}/g)].map((m) => m[1] ?? ''),
    ];
    for (const r of refs) expect(r.startsWith('AWS::') || declared.has(r)).toBe(true);
    for (const p of parameters.keys()) expect(refs).toContain(p);
  });

  it('has a pay-per-request table keyed by id, with point-in-time recovery and encryption', () => {
    const [, table] = ofType('AWS::DynamoDB::Table');
    expect(table).toEqual(
      expect.arrayContaining([
        'BillingMode: PAY_PER_REQUEST',
        '- AttributeName: id',
        'AttributeType: S',
        'KeyType: HASH',
        'PointInTimeRecoveryEnabled: true',
        'SSEEnabled: true',
      ]),
    );
  });

  it('expires items by their expiresAt (the TTL attribute the store writes) after RETENTION_DAYS', () => {
    const [, table] = ofType('AWS::DynamoDB::Table');
    const ttl = table.indexOf('TimeToLiveSpecification:');
    expect(table.slice(ttl + 1, ttl + 3)).toEqual(['AttributeName: expiresAt', 'Enabled: true']);
    expect(TTL_ATTRIBUTE).toBe('expiresAt');
    expect(parameters.get('RetentionDays')).toEqual(
      expect.arrayContaining(['Type: Number', 'Default: 180', 'MinValue: 1', 'MaxValue: 3650']),
    );
    const [, fn] = skillFunction();
    expect(fn).toContain('RETENTION_DAYS: !Ref RetentionDays');
  });

  it('gives the function a role with basic logging and only item access to that table', () => {
    const [tableId] = ofType('AWS::DynamoDB::Table');
    const [, role] = ofType('AWS::IAM::Role');
    expect(role).toContain('Service: lambda.amazonaws.com');
    expect(role.some((l) => /AWSLambdaBasicExecutionRole$/.test(l))).toBe(true);
    // The only DynamoDB grant: item actions (exactly those the store sends: iam.test.ts) on the table.
    const access = inlinePolicy(role, 'SkillStateTableAccess');
    expect(access.resources).toEqual([`!GetAtt ${tableId}.Arn`]);
    expect(access.actions.length).toBeGreaterThan(0);
    for (const a of access.actions) expect(a).toMatch(/^dynamodb:[A-Za-z]+Item$/);
    expect(role.filter((l) => /dynamodb:/.test(l)).map((l) => l.slice(2))).toEqual(access.actions);
    expect(role.join('\n')).not.toMatch(/Resource: ['"]?\*|dynamodb:\*/);
  });

  it('runs the function on the given runtime and handler with 512 MB, 10 s and the skill environment', () => {
    const [tableId] = ofType('AWS::DynamoDB::Table');
    const [roleId] = ofType('AWS::IAM::Role');
    const [, fn] = skillFunction();
    expect(fn).toEqual(
      expect.arrayContaining([
        'S3Bucket: !Ref CodeBucket',
        'S3Key: !Ref CodeKey',
        'S3ObjectVersion: !Ref CodeVersion',
        'Runtime: !Ref LambdaRuntime',
        'Handler: !Ref LambdaHandler',
        `Role: !GetAtt ${roleId}.Arn`,
        'MemorySize: 512',
        'Timeout: 10',
        'SKILL_PERSISTENCE: dynamodb',
        `DYNAMODB_TABLE: !Ref ${tableId}`,
        'BURST_API_KEY: !Ref BurstApiKey',
        'LISTENER_ID_SECRET: !Ref ListenerIdSecret',
        'SKILL_ID: !Ref SkillId',
        'LOG_LEVEL: !Ref LogLevel',
        'RETENTION_DAYS: !Ref RetentionDays',
        'NODE_OPTIONS: --enable-source-maps',
      ]),
    );
  });

  it('lets only Alexa, for this skill id, invoke the function', () => {
    const [fnId] = skillFunction();
    const permission = resources.get('SkillFunctionAlexaPermission');
    expect(permission).toEqual(
      expect.arrayContaining([
        'Action: lambda:InvokeFunction',
        `FunctionName: !GetAtt ${fnId}.Arn`,
        'Principal: alexa-appkit.amazon.com',
        'EventSourceToken: !Ref SkillId',
      ]),
    );
  });

  it("keeps the function's logs for 30 days in its own log group", () => {
    const [fnId] = skillFunction();
    const logs = resources.get(`${fnId}LogGroup`);
    expect(logs).toContain('Type: AWS::Logs::LogGroup');
    expect(logs).toEqual(
      expect.arrayContaining([`LogGroupName: !Sub /aws/lambda/\${${fnId}}`, 'RetentionInDays: 30']),
    );
  });

  it('outputs SkillEndpoint as the function ARN, which the cfn-deployer puts in the manifest', () => {
    const [fnId] = skillFunction();
    expect(outputs.get('SkillEndpoint')).toContain(`Value: !GetAtt ${fnId}.Arn`);
  });
});

/** The names a `!Sub [text, { Name: … }]` defines for its text. */
function subVariables(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(subVariables);
  if (!node || typeof node !== 'object') return [];
  const sub = (node as Record<string, unknown>)['Fn::Sub'];
  const own = Array.isArray(sub) && sub[1] && typeof sub[1] === 'object' ? Object.keys(sub[1]) : [];
  return [...own, ...Object.values(node).flatMap(subVariables)];
}

/**
 * Every resource or output a value names (Ref, GetAtt, `${X}` and `${X.Attr}` in a Sub), each with
 * the conditions of the !If branches it sits in.
 */
function referencesIn(node: unknown, guards: string[] = []): Array<{ name: string; guards: string[] }> {
  if (Array.isArray(node)) return node.flatMap((n) => referencesIn(n, guards));
  if (!node || typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  if (typeof o.Ref === 'string') return [{ name: o.Ref, guards }];
  const getAtt = o['Fn::GetAtt'];
  if (Array.isArray(getAtt)) return [{ name: String(getAtt[0]), guards }];
  const fnIf = o['Fn::If'];
  if (Array.isArray(fnIf)) {
    const [condition, yes, no] = fnIf as [string, unknown, unknown];
    return [...referencesIn(yes, [...guards, condition]), ...referencesIn(no, guards)];
  }
  const sub = o['Fn::Sub'];
  if (sub !== undefined) {
    const [text, vars] = (typeof sub === 'string' ? [sub, {}] : sub) as [string, Record<string, unknown>];
    const named = [...text.matchAll(/\$\{([A-Za-z0-9]+)(?:\.[A-Za-z]+)?\}/g)]
      .map((m) => m[1] ?? '')
      .filter((n) => !(n in vars));
    return [...named.map((name) => ({ name, guards })), ...referencesIn(Object.values(vars), guards)];
  }
  return Object.values(o).flatMap((v) => referencesIn(v, guards));
}

describe('notifications in the stack (issue 51)', () => {
  const stack = parseCfn(template);
  const res = stack.Resources;
  const env = (res.SkillFunction?.Properties?.Environment as { Variables: Record<string, unknown> })
    .Variables;
  const ifOn = (v: unknown) => ({ 'Fn::If': ['NotificationsOn', v, { Ref: 'AWS::NoValue' }] });
  const CLIENT_ID_SET = { 'Fn::Not': [{ 'Fn::Equals': [{ Ref: 'AlexaClientId' }, ''] }] };

  it('takes the messaging credentials, the stage, the pass interval and the daily limit as parameters', () => {
    expect(stack.Parameters.AlexaClientId).toMatchObject({ Type: 'String', Default: '' });
    expect(stack.Parameters.AlexaClientSecret).toMatchObject({ Type: 'String', NoEcho: true, Default: '' });
    expect(stack.Parameters.ProactiveEventsStage).toMatchObject({
      Type: 'String',
      Default: 'development',
      AllowedValues: ['development', 'live'],
    });
    expect(stack.Parameters.NotifyEveryMinutes).toMatchObject({
      Type: 'Number',
      Default: 15,
      MinValue: 5,
      MaxValue: 1440,
    });
    expect(stack.Parameters.NotifyDailyLimit).toMatchObject({
      Type: 'Number',
      Default: 1,
      MinValue: 1,
      MaxValue: 24,
    });
  });

  it('turns notifications on with a client id, and refuses one without its secret', () => {
    expect(stack.Conditions?.NotificationsOn).toEqual(CLIENT_ID_SET);
    const rules = Object.values(stack.Rules ?? {});
    expect(rules).toEqual([
      {
        RuleCondition: CLIENT_ID_SET,
        Assertions: [
          expect.objectContaining({
            Assert: { 'Fn::Not': [{ 'Fn::Equals': [{ Ref: 'AlexaClientSecret' }, ''] }] },
          }),
        ],
      },
    ]);
  });

  it('gives the function the client id always (empty: off) and the rest only with it', () => {
    expect(env.ALEXA_CLIENT_ID).toEqual({ Ref: 'AlexaClientId' });
    expect(env.ALEXA_CLIENT_SECRET).toEqual(ifOn({ Ref: 'AlexaClientSecret' }));
    expect(env.PROACTIVE_EVENTS_STAGE).toEqual(ifOn({ Ref: 'ProactiveEventsStage' }));
    expect(env.NOTIFY_DAILY_LIMIT).toEqual(ifOn({ Ref: 'NotifyDailyLimit' }));
    // The schedule's interval, for the function's own use: the same parameter, never a second one.
    expect(env.NOTIFY_EVERY_MINUTES).toEqual(ifOn({ Ref: 'NotifyEveryMinutes' }));
  });

  it('fills what the function reads: every value the parameters allow is accepted, with the same defaults', () => {
    /** The variable the stack fills from `param`, as the function's configuration reads it. */
    const variable = (param: string) =>
      Object.keys(env).find((k) => JSON.stringify(env[k]).includes(`{"Ref":"${param}"}`)) ?? '';
    const base = {
      BURST_API_KEY: 'key',
      LISTENER_ID_SECRET: 'a-secret-of-sixteen-or-more',
      SKILL_PERSISTENCE: 'memory',
      [variable('AlexaClientId')]: 'amzn1.application-oa2-client.x',
      [variable('AlexaClientSecret')]: 'secret',
    };
    const notify = (extra: Record<string, string> = {}) => loadConfig({ ...base, ...extra }, 'lambda').notify;
    // The stack's own defaults (a client id and nothing else set) are the function's.
    expect(notify()).toMatchObject({
      stage: stack.Parameters.ProactiveEventsStage?.Default,
      everyMinutes: stack.Parameters.NotifyEveryMinutes?.Default,
      dailyLimit: stack.Parameters.NotifyDailyLimit?.Default,
    });
    for (const stage of stack.Parameters.ProactiveEventsStage?.AllowedValues as string[])
      expect(notify({ [variable('ProactiveEventsStage')]: stage })?.stage).toBe(stage);
    for (const [param, field] of [
      ['NotifyEveryMinutes', 'everyMinutes'],
      ['NotifyDailyLimit', 'dailyLimit'],
    ] as const) {
      const { MinValue, MaxValue } = stack.Parameters[param] ?? {};
      for (const n of [MinValue, MaxValue]) expect(notify({ [variable(param)]: String(n) })?.[field]).toBe(n);
    }
    // Notifications off: the empty client id the stack passes.
    expect(loadConfig({ ...base, [variable('AlexaClientId')]: '' }, 'lambda').notify).toBeUndefined();
  });

  /** The property lines of a resource, by the light reading (test/helpers/cfn-template.ts). */
  const lines = (id: string) => resources.get(id) ?? [];

  it('runs the pass in a second function, only with a client id: the same code, handler, role and memory, 300 s, one at a time', () => {
    const functions = Object.entries(res).filter(([, r]) => r.Type === 'AWS::Lambda::Function');
    expect(functions.map(([id, r]) => [id, r.Condition])).toEqual([
      ['SkillFunction', undefined],
      ['NotificationPassFunction', 'NotificationsOn'],
    ]);
    const skill = res.SkillFunction?.Properties ?? {};
    const pass = res.NotificationPassFunction?.Properties ?? {};
    for (const key of ['Code', 'Runtime', 'Handler', 'Role', 'MemorySize'])
      expect({ key, value: pass[key] }).toEqual({ key, value: skill[key] });
    expect(pass.Role).toEqual({ 'Fn::GetAtt': ['SkillFunctionRole', 'Arn'] });
    expect(pass.Timeout).toBe(300);
    expect(skill.Timeout).toBe(10);
    // Two passes never run at once; the skill function is not limited.
    expect(pass.ReservedConcurrentExecutions).toBe(1);
    expect(skill.ReservedConcurrentExecutions).toBeUndefined();
    // Its own log group, like the skill function's, and only when it exists.
    expect(res.NotificationPassFunctionLogGroup).toEqual({
      Type: 'AWS::Logs::LogGroup',
      Condition: 'NotificationsOn',
      Properties: {
        LogGroupName: { 'Fn::Sub': '/aws/lambda/${NotificationPassFunction}' },
        RetentionInDays: 30,
      },
    });
    expect(lines('NotificationPassFunction')).toEqual(
      expect.arrayContaining(['Timeout: 300', 'ReservedConcurrentExecutions: 1']),
    );
  });

  it("gives the pass function the skill function's environment, as it is with notifications on", () => {
    const passEnv = (
      res.NotificationPassFunction?.Properties?.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    /** The skill function's variables with its NotificationsOn branches taken (none is dropped then). */
    const on = Object.fromEntries(
      Object.entries(env).map(([k, v]) => {
        const fnIf = (v as { 'Fn::If'?: [string, unknown, unknown] })['Fn::If'];
        return [k, fnIf?.[0] === 'NotificationsOn' ? fnIf[1] : v];
      }),
    );
    expect(passEnv).toEqual(on);
    // The pass's metrics line goes where the skill's go.
    expect(passEnv.METRICS_NAMESPACE).toEqual({ Ref: 'MetricsNamespace' });
  });

  it('schedules the pass only with a client id, every NotifyEveryMinutes, at the pass function', () => {
    const schedules = Object.entries(res).filter(([, r]) =>
      ['AWS::Events::Rule', 'AWS::Scheduler::Schedule'].includes(r.Type),
    );
    expect(schedules.map(([id, r]) => [id, r.Type, r.Condition])).toEqual([
      ['NotificationSchedule', 'AWS::Events::Rule', 'NotificationsOn'],
    ]);
    const rule = res.NotificationSchedule?.Properties ?? {};
    expect(rule.ScheduleExpression).toEqual({ 'Fn::Sub': 'rate(${NotifyEveryMinutes} minutes)' });
    expect(rule.State).toBe('ENABLED');
    expect(rule.Targets).toEqual([
      { Id: expect.any(String), Arn: { 'Fn::GetAtt': ['NotificationPassFunction', 'Arn'] } },
    ]);
    // The skill function is no target: its 10 s are for Alexa's requests.
    expect(referencesIn(rule.Targets).map((r) => r.name)).not.toContain('SkillFunction');
    // EventBridge's grammar: one minute is "rate(1 minute)"; the parameter never allows it.
    const every = stack.Parameters.NotifyEveryMinutes ?? {};
    for (const n of [every.Default, every.MinValue, every.MaxValue]) {
      const expression = `rate(${String(n)} minutes)`;
      expect(expression).toMatch(/^rate\(([2-9]|[1-9]\d+) minutes\)$/);
    }
  });

  it('lets EventBridge invoke the pass function for that rule only, never the skill function, and never retries a pass', () => {
    const permissions = Object.entries(res).filter(([, r]) => r.Type === 'AWS::Lambda::Permission');
    const events = permissions.filter(([, r]) => r.Properties?.Principal === 'events.amazonaws.com');
    expect(events).toHaveLength(1);
    const [, permission] = events[0] ?? [];
    expect(permission?.Condition).toBe('NotificationsOn');
    expect(permission?.Properties).toEqual({
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': ['NotificationPassFunction', 'Arn'] },
      Principal: 'events.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': ['NotificationSchedule', 'Arn'] },
    });
    // The skill function is invoked by Alexa only; the pass function by that rule only.
    const invokers = (fn: string) =>
      permissions
        .filter(([, p]) => referencesIn(p.Properties?.FunctionName).some((r) => r.name === fn))
        .map(([, p]) => p.Properties?.Principal);
    expect(invokers('SkillFunction')).toEqual(['alexa-appkit.amazon.com']);
    expect(invokers('NotificationPassFunction')).toEqual(['events.amazonaws.com']);
    // No permission lets any caller of its service in: each names its source.
    for (const [id, p] of permissions) {
      const scoped = p.Properties?.SourceArn !== undefined || p.Properties?.EventSourceToken !== undefined;
      expect({ id, scoped }).toEqual({ id, scoped: true });
    }
    const invokeConfig = Object.values(res).filter((r) => r.Type === 'AWS::Lambda::EventInvokeConfig');
    expect(invokeConfig).toEqual([
      expect.objectContaining({
        Condition: 'NotificationsOn',
        Properties: expect.objectContaining({
          MaximumRetryAttempts: 0,
          FunctionName: { Ref: 'NotificationPassFunction' },
        }),
      }),
    ]);
  });

  it('keeps the secret to the functions: NoEcho, in no output, in no resource but the two functions', () => {
    expect(stack.Parameters.AlexaClientSecret?.NoEcho).toBe(true);
    expect(JSON.stringify(stack.Outputs)).not.toContain('AlexaClientSecret');
    const uses = Object.entries(res).flatMap(([id, r]) =>
      referencesIn(r)
        .filter((x) => x.name === 'AlexaClientSecret')
        .map(() => id),
    );
    expect(uses.sort()).toEqual(['NotificationPassFunction', 'SkillFunction']);
    // The only Outputs are the ones the deploy step and the operator read.
    expect(Object.keys(stack.Outputs ?? {}).sort()).toEqual([
      'OperationsDashboardUrl',
      'SkillEndpoint',
      'SkillStateTableName',
    ]);
  });

  it('names a resource of a condition only where that condition holds (else the stack fails to create)', () => {
    const conditionOf = (id: string) => res[id]?.Condition;
    const problems: string[] = [];
    const check = (where: string, whereCondition: string | undefined, node: unknown) => {
      for (const ref of referencesIn(node)) {
        const needed = conditionOf(ref.name);
        if (needed !== undefined && needed !== whereCondition && !ref.guards.includes(needed))
          problems.push(`${where} names ${ref.name} (only when ${needed})`);
      }
    };
    for (const [id, r] of Object.entries(res)) check(id, r.Condition, r.Properties);
    for (const [id, o] of Object.entries(stack.Outputs ?? {})) check(`output ${id}`, undefined, o.Value);
    expect(problems).toEqual([]);
    // And the check sees a slip.
    check('slip', undefined, { 'Fn::Sub': '${NotificationFailuresAlarm.Arn}' });
    expect(problems).toEqual(['slip names NotificationFailuresAlarm (only when NotificationsOn)']);
    const conditional = Object.entries(res).filter(([, r]) => r.Condition === 'NotificationsOn');
    expect(conditional.map(([id]) => id).sort()).toEqual([
      'NotificationFailuresAlarm',
      'NotificationPassFunction',
      'NotificationPassFunctionLogGroup',
      'NotificationPassInvokeConfig',
      'NotificationPassSchedulePermission',
      'NotificationSchedule',
    ]);
  });
});
