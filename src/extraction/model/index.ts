export type {
  ChatMessage,
  MessagePart,
  ModelAnswer,
  ModelClient,
  ModelRequest,
} from './model-client.ts';
export { createModelClient, ModelCallError } from './create-model-client.ts';
export type { ModelClientOptions } from './create-model-client.ts';
export { estimateCost, sumUsage } from './estimate-cost.ts';
export type { TokenPrice } from './estimate-cost.ts';
export { parseAnswerJson } from './answer-json.ts';
export type { AnswerJson } from './answer-json.ts';
export {
  classifySchema,
  goodsSchema,
  transitHeaderSchema,
  transitItemsSchema,
} from './goods-schema.ts';
export { goodsAnswerToExtracted, MODEL_CONFIDENCE } from './goods-answer.ts';
export { classifyDocument } from './classify-document.ts';
export { extractWithModel } from './extract-with-model.ts';
export type { ExtractOptions, ModelExtraction } from './extract-with-model.ts';
export { extractWithVision } from './extract-with-vision.ts';
export type { PageImage, VisionKind } from './extract-with-vision.ts';
export { extractTransit } from './extract-transit.ts';
export type { TransitExtraction, TransitOptions, TransitPrompts } from './extract-transit.ts';
export { buildTransitSkeleton } from './transit-skeleton.ts';
export type { SkeletonItem, TransitSkeleton } from './transit-skeleton.ts';
