'use client';

import dynamic from 'next/dynamic';

/** The article's options and the add button: their code loads only on article pages, not with every menu page. */
export const LazyArticleForm = dynamic(() => import('./article-form').then((m) => m.ArticleForm));
