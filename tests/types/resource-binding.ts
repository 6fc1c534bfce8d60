/**
 * Checked by the type check (`tsc`), never run: a resource bound to the wrong Action, id parameter,
 * result shape or area does not compile. Each `@ts-expect-error` fails the type check if the mistake
 * compiles.
 */
import { addressActions } from '../../contract/address';
import { cameraActions } from '../../contract/camera';
import { defineEntity } from '../../contract/resource';

defineEntity(addressActions, {
  // A correct binding compiles.
  company: { addresses: { list: 'GetAddress', one: { action: 'GetAddress', idParam: 'Id' }, create: 'AddAddress' } },
});

defineEntity(addressActions, {
  // @ts-expect-error an Action the entity does not have
  company: { addresses: { list: 'GetAddresses' } },
});

defineEntity(addressActions, {
  // @ts-expect-error AddAddress is a company Action: a platform session may not call it
  platform: { addresses: { create: 'AddAddress' } },
});

defineEntity(addressActions, {
  // @ts-expect-error AddAddress returns { id }, not a page
  company: { addresses: { list: 'AddAddress' } },
});

defineEntity(addressActions, {
  // @ts-expect-error GetAddress returns a page, not the { id } of a create
  company: { addresses: { create: 'GetAddress' } },
});

defineEntity(cameraActions, {
  // @ts-expect-error GetCameras takes CameraId, not Id
  company: { cameras: { one: { action: 'GetCameras', idParam: 'Id' } } },
});

defineEntity(cameraActions, {
  // @ts-expect-error Search is a text parameter, but not an id
  company: { cameras: { one: { action: 'GetCameras', idParam: 'Search' } } },
});

defineEntity(cameraActions, {
  // @ts-expect-error a form field must be sent as a parameter the Actions take
  company: { cameras: { paramNames: { link: 'CameraUrl' } } },
});

defineEntity(cameraActions, {
  // @ts-expect-error GetCameras returns a page, a delete nothing
  company: { cameras: { delete: { action: 'GetCameras', idParam: 'CameraId' } } },
});

defineEntity(cameraActions, {
  // @ts-expect-error DeleteCamera answers nothing, and an empty answer is no create's { id }
  company: { cameras: { create: 'DeleteCamera' } },
});

defineEntity(cameraActions, {
  // @ts-expect-error UpdateCamera answers the whole record: it has an id, but it is not a create
  company: { cameras: { create: 'UpdateCamera' } },
});

defineEntity(cameraActions, {
  // @ts-expect-error CompanyId names a camera's company (the record's companyId), not the camera
  platform: { cameras: { one: { action: 'GetCameras', idParam: 'CompanyId' } } },
});
