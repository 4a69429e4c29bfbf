/**
 * A warehouse camera's picture (spec 3 §2 "Bill split application (by owner)": the live video dialog shows the
 * camera at the receipt's place). Behind the WMS port (`camera`): a real adapter would answer a frame of the WMS's
 * camera at that place (or a stream's snapshot); the sandbox draws a test card (sandbox-camera.ts).
 */
export type WmsCameraFrame = {
  /** image/svg+xml or image/png */
  contentType: string;
  /** the frame, base64 */
  base64: string;
  /** the camera's name as the WMS knows it */
  cameraName: string;
};
