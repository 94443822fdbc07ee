/** What one pass of delivering the clock-ins kept on the device achieved. */
export interface DeliveryResult {
  delivered: number;
  remaining: number;
}
