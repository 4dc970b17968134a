// The page's one react-router, and only the part of it the apps use. A shared module keeps every
// export it has (any app may ask for any of them), so sharing the react-router package itself sent
// all of it to every player: 52 KB brotli, with the data router and the server helpers. The
// declarative router below is 12 KB. Every app imports routing from here, never from react-router,
// or a second copy would be bundled and its contexts would not see this one's router.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
