/**
 * The back office (decision 75): react-admin on the operator API, at /admin. Its styles carry the
 * nonce of the page's policy (read from the page's csp-nonce meta), so no inline style without it
 * is needed.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StoreIcon from '@mui/icons-material/Store';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, StrictMode } from 'react';
import { Admin, combineDataProviders, Resource } from 'react-admin';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AccessDenied } from './access-denied.tsx';
import { AuditList } from './audit.tsx';
import { authProvider } from './auth-provider.ts';
import { ImportCreate, ImportList, ImportShow } from './catalog/imports.tsx';
import { ProductEdit, ProductList } from './catalog/products.tsx';
import { Dashboard } from './dashboard.tsx';
import { dataProvider } from './data-provider.ts';
import { i18nProvider } from './i18n/index.ts';
import { ShopLayout } from './layout.tsx';
import { LoginPage } from './login-page.tsx';
import { OperatorCreate, OperatorEdit, OperatorList } from './operators.tsx';
import { OrderList } from './orders/order-list.tsx';
import { OrderShow } from './orders/order-show.tsx';
import { PEOPLE_RESOURCES, peopleDataProvider } from './people/data-provider.ts';
import { ReturnList } from './returns/return-list.tsx';
import { ReturnShow } from './returns/return-show.tsx';
import { ReviewList } from './reviews.tsx';
import { theme } from './theme.ts';

// The people screens load when first opened (their chunks apart from the first screen's).
const customers = () => import('./customers/customers.tsx');
const giftCards = () => import('./gift-cards/gift-cards.tsx');
const coupons = () => import('./coupons/coupons.tsx');
const stores = () => import('./stores/stores.tsx');
const CustomerList = lazy(() => customers().then((m) => ({ default: m.CustomerList })));
const CustomerEdit = lazy(() => customers().then((m) => ({ default: m.CustomerEdit })));
const GiftCardFind = lazy(() => giftCards().then((m) => ({ default: m.GiftCardFind })));
const GiftCardCreate = lazy(() => giftCards().then((m) => ({ default: m.GiftCardCreate })));
const GiftCardShow = lazy(() => giftCards().then((m) => ({ default: m.GiftCardShow })));
const CouponList = lazy(() => coupons().then((m) => ({ default: m.CouponList })));
const CouponCreate = lazy(() => coupons().then((m) => ({ default: m.CouponCreate })));
const StoreList = lazy(() => stores().then((m) => ({ default: m.StoreList })));
const StoreEdit = lazy(() => stores().then((m) => ({ default: m.StoreEdit })));
const NewsletterExport = lazy(() =>
  import('./newsletter/newsletter.tsx').then((m) => ({ default: m.NewsletterExport })),
);

const shopData = combineDataProviders((resource) =>
  PEOPLE_RESOURCES.has(resource) ? peopleDataProvider : dataProvider,
);

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const styleCache = createCache({ key: 'ks', ...(nonce ? { nonce } : {}) });

function BackOffice() {
  return (
    <Admin
      basename="/admin"
      title="Kindershop"
      authProvider={authProvider}
      dataProvider={shopData}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={ShopLayout}
      accessDenied={AccessDenied}
      theme={theme}
      darkTheme={null}
      disableTelemetry
      requireAuth
    >
      <Resource
        name="operators"
        list={OperatorList}
        create={OperatorCreate}
        edit={OperatorEdit}
        icon={GroupIcon}
        recordRepresentation="name"
      />
      <Resource name="audit" list={AuditList} icon={HistoryIcon} />
      <Resource name="reviews" list={ReviewList} icon={RateReviewIcon} />
      <Resource name="customers" list={CustomerList} edit={CustomerEdit} icon={PeopleIcon} />
      <Resource
        name="gift-cards"
        list={GiftCardFind}
        create={GiftCardCreate}
        show={GiftCardShow}
        icon={CardGiftcardIcon}
      />
      <Resource name="coupons" list={CouponList} create={CouponCreate} icon={LocalOfferIcon} />
      <Resource name="stores" list={StoreList} edit={StoreEdit} icon={StoreIcon} />
      <Resource name="newsletter" list={NewsletterExport} icon={MailIcon} />
      <Resource name="orders" list={OrderList} show={OrderShow} icon={ReceiptLongIcon} />
      <Resource name="returns" list={ReturnList} show={ReturnShow} icon={AssignmentReturnIcon} />
      <Resource name="products" list={ProductList} edit={ProductEdit} icon={InventoryIcon} />
      <Resource
        name="imports"
        list={ImportList}
        create={ImportCreate}
        show={ImportShow}
        icon={UploadFileIcon}
      />
      <Resource name="import-rejects" />
    </Admin>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <BrowserRouter>
          {/* react-admin's routes are relative to /admin, where the shop serves this page. */}
          <Routes>
            <Route path="/admin/*" element={<BackOffice />} />
          </Routes>
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  );
}
