// AWS list prices for the cost per listening hour (bench/figures/cost.ts, docs/cost.md).
// Region us-east-1 (US East, N. Virginia), USD, without free tier or savings plans; checked
// 2026-11-25. Update the figures and the date together when AWS changes them.

export const PRICE_REGION = 'us-east-1';
export const PRICES_CHECKED = '2026-11-25';

/**
 * DynamoDB on-demand, Standard table class (the stack's table: BillingMode PAY_PER_REQUEST, no
 * TableClass). Units as defined on https://aws.amazon.com/dynamodb/pricing/on-demand/ ; the
 * per-million figures (after the 50 % on-demand reduction of 1 November 2024) as stated for US East
 * in https://airbyte.com/data-engineering-resources/dynamodb-pricing (AWS's own page renders its
 * numbers client-side, so its stored text carries none).
 */
export const DYNAMODB_PRICE_SOURCE = 'https://aws.amazon.com/dynamodb/pricing/on-demand/';
export const DYNAMODB_PRICE_FIGURES_SOURCE =
  'https://airbyte.com/data-engineering-resources/dynamodb-pricing';
export const DYNAMODB_USD_PER_MILLION_READ_UNITS = 0.125;
export const DYNAMODB_USD_PER_MILLION_WRITE_UNITS = 0.625;

/**
 * Lambda on-demand, x86_64 (the stack sets no Architectures, so x86_64), first pricing tier
 * (the first 6 billion GB-seconds a month); duration billed per started 1 ms, as
 * https://aws.amazon.com/lambda/pricing/ says; the figures as stated for US East in
 * https://cloudchipr.com/blog/aws-lambda-pricing (AWS's page renders them client-side too).
 */
export const LAMBDA_PRICE_SOURCE = 'https://aws.amazon.com/lambda/pricing/';
export const LAMBDA_PRICE_FIGURES_SOURCE = 'https://cloudchipr.com/blog/aws-lambda-pricing';
export const LAMBDA_ARCHITECTURE = 'x86_64';
export const LAMBDA_USD_PER_MILLION_REQUESTS = 0.2;
export const LAMBDA_USD_PER_GB_SECOND = 0.0000166667;

export interface Usage {
  readUnits: number;
  writeUnits: number;
  requests: number;
  /** Sum of billed durations (each request rounded up to 1 ms). */
  billedMs: number;
}

export interface Cost {
  dynamodb: number;
  lambdaRequests: number;
  lambdaDuration: number;
  total: number;
}

/** What `usage` costs at the prices above, for a function of `memoryMb`. */
export function costOf(usage: Usage, memoryMb: number): Cost {
  const dynamodb =
    (usage.readUnits * DYNAMODB_USD_PER_MILLION_READ_UNITS +
      usage.writeUnits * DYNAMODB_USD_PER_MILLION_WRITE_UNITS) /
    1e6;
  const lambdaRequests = (usage.requests * LAMBDA_USD_PER_MILLION_REQUESTS) / 1e6;
  const lambdaDuration = (usage.billedMs / 1000) * (memoryMb / 1024) * LAMBDA_USD_PER_GB_SECOND;
  return { dynamodb, lambdaRequests, lambdaDuration, total: dynamodb + lambdaRequests + lambdaDuration };
}
