/**
 * The events plugin's face for other server plugins: where they add the webhooks they receive.
 */
export * from './createWebhookTopic';
export * from './httpEventTopics';
