import Add from '@mui/icons-material/Add';
import Router from '@mui/icons-material/Router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useBasename, useTranslate } from 'react-admin';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LoadErrorMessage } from '../layout/LoadError';
import { PageHeader } from '../layout/PageHeader';
import { activeIdOf, useAccessPaths } from './accessPaths';
import { useAccessTree } from './accessTreeData';
import { ObjectCreate, ObjectEdit } from './objects/ObjectPages';
import { PerimeterCreate, PerimeterEdit } from './perimeters/PerimeterPages';
import { PointCreate, PointEdit } from './points/PointPages';
import { AccessTree } from './tree/AccessTree';
import { TreeAddButtons } from './TreeAddButtons';
import { useMayCall } from '../session/permissions';

/** What the form pane shows before a node is chosen. */
const NothingSelected = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('objects.tree.selectNode')}
    </Typography>
  );
};

/**
 * The access section (/access): the tree of access objects, perimeters and points on
 * the left, the form of the selected or new node on the right, each form its own child route. A role
 * that may not change them sees the tree and read-only forms, without the add buttons.
 */
const AccessPage = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const paths = useAccessPaths();
  const location = useLocation();
  const tree = useAccessTree();
  const nodes = tree.data ?? [];
  const activeId = activeIdOf(location);
  const active = activeId ? nodes.find((node) => node.id === activeId) : undefined;
  const mayCall = useMayCall();

  return (
    <Box sx={{ pb: 2 }}>
      <PageHeader
        title={translate('objects.title')}
        actions={
          <>
            {/* The points as a list, with the devices serving each (and those none serves). */}
            <Button component={Link} to={`${basename}/access_points`} startIcon={<Router />}>
              {translate('resources.access_points.devices.list')}
            </Button>
            {mayCall('CreateAccessObject') && (
              <Button component={Link} to={paths.create('object')} variant="contained" startIcon={<Add />}>
                {translate('objects.tree.addObject')}
              </Button>
            )}
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 400px) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Card
          component="nav"
          aria-label={translate('objects.title')}
          sx={{
            p: 1.5,
            height: { md: 'calc(100vh - 140px)' },
            minHeight: 360,
            position: { md: 'sticky' },
            top: { md: 72 },
          }}
        >
          {tree.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {tree.isError && <LoadErrorMessage error={tree.error} onRetry={() => void tree.refetch()} />}
          {tree.isSuccess && (
            <AccessTree
              nodes={nodes}
              activeId={activeId}
              onSelect={(node) => navigate(paths.edit(node.kind, node.id))}
              actions={<TreeAddButtons selected={active} />}
            />
          )}
        </Card>
        <Box sx={{ minWidth: 0 }}>
          <Routes>
            <Route path="objects/create" element={<ObjectCreate />} />
            <Route path="objects/edit/:id" element={<ObjectEdit />} />
            <Route path="perimeters/create" element={<PerimeterCreate />} />
            <Route path="perimeters/edit/:id" element={<PerimeterEdit />} />
            <Route path="points/create" element={<PointCreate />} />
            <Route path="points/edit/:id" element={<PointEdit />} />
            <Route path="*" element={<NothingSelected />} />
          </Routes>
        </Box>
      </Box>
    </Box>
  );
};

export default AccessPage;
