import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/platform/components/dialog";
import { NEWS_COPY as copy } from "~/news/copy/news";
import type { NewsItem } from "~/news/domain/news";
import { NewsArticle } from "./news-article";

// The news board's reading dialog, loaded when a visitor first opens an item (React.lazy).
export default function NewsDialog({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item ? (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={(event) => {
            // Back to the 'Leer más' of the item that was open.
            const back = document.getElementById(`leer-mas-${item.id}`);
            if (back) {
              event.preventDefault();
              back.focus();
            }
          }}
        >
          <div className="flex justify-end">
            <DialogClose label={copy.close} />
          </div>
          <NewsArticle item={item} Title={DialogTitle} Meta={DialogDescription} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
