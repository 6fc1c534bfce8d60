import { useRecordContext } from 'react-admin';
import type { ControllerRecord } from '../../../contract/controller';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useMayCall } from '../../session/permissions';
import { TokenSection } from '../companies/TokenSection';

/**
 * The controller's device token (`Authorization: CONTROLLER <id>:<token>`): every step asks first, naming
 * the controller and saying that the old token stops working. A role that may not change it sees
 * whether one is issued.
 */
export const ControllerTokenSection = () => {
  const dataProvider = useConsoleDataProvider();
  const controller = useRecordContext<ControllerRecord>();
  const mayCall = useMayCall();
  if (!controller) return null;
  return (
    <TokenSection
      title="resources.controllers.token.title"
      issued={controller.tokenIssued}
      labels={{
        issue: 'resources.controllers.token.issue',
        reissue: 'resources.controllers.token.reissue',
        revoke: 'resources.controllers.token.revoke',
        issued: 'resources.controllers.token.issued',
        none: 'resources.controllers.token.none',
        help: 'resources.controllers.token.help',
      }}
      questions={{
        issue: 'resources.controllers.token.confirmIssue',
        reissue: 'resources.controllers.token.confirmReissue',
        revoke: 'resources.controllers.token.confirmRevoke',
      }}
      translateOptions={{ name: controller.secureId }}
      notices={{
        issued: 'resources.controllers.token.issuedNotice',
        revoked: 'resources.controllers.token.revokedNotice',
      }}
      issue={async () => (await dataProvider.issueControllerToken(controller.id)).data.token}
      revoke={() => dataProvider.revokeControllerToken(controller.id)}
      mayIssue={mayCall('IssueControllerToken')}
      mayRevoke={mayCall('RevokeControllerToken')}
    />
  );
};
