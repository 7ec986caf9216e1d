// The cold-start floor (issue 14): the design card's packages (ask-sdk-core, axios,
// @aws-sdk/lib-dynamodb) doing the same I/O as our LaunchRequest for a returning listener — read
// the listener's record, one API call for top stories, write the record back — bundled exactly
// like lambda/index.ts. What any skill on this stack costs at least in a fresh process.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SkillBuilders, type HandlerInput } from 'ask-sdk-core';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import axios from 'axios';

const table = process.env.DYNAMODB_TABLE ?? 'floor';
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const http = axios.create({
  baseURL: process.env.BURST_API_BASE_URL,
  headers: { 'Ocp-Apim-Subscription-Key': process.env.BURST_API_KEY ?? '' },
  timeout: 5000,
});

const skill = SkillBuilders.custom()
  .addRequestHandlers({
    canHandle: () => true,
    async handle(input: HandlerInput) {
      const id = input.requestEnvelope.context.System.user.userId;
      const got = await db.send(new GetCommand({ TableName: table, Key: { id } }));
      const userId = (got.Item?.userId as string | undefined) ?? 'floor-user';
      const res = await http.get<{ bursts?: Array<{ id?: string; audio?: string }> }>('/v2/topstories', {
        params: { device: 'alexa', userId },
      });
      const first = res.data.bursts?.[0];
      await db.send(
        new PutCommand({ TableName: table, Item: { id, userId, playing: first?.id ?? '', at: Date.now() } }),
      );
      return input.responseBuilder
        .speak('Here are your top stories.')
        .addAudioPlayerPlayDirective('REPLACE_ALL', 'https://cdn.stub.invalid/a.mp3', first?.id ?? 't', 0)
        .withShouldEndSession(true)
        .getResponse();
    },
  })
  .create();

export const handler = (event: RequestEnvelope, context?: unknown): Promise<ResponseEnvelope> =>
  skill.invoke(event, context);
